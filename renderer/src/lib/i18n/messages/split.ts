/** Split rules of the account. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.split': 'Divisão',

  'split.title': 'Divisão de pagamentos',
  'split.intro':
    'Regras que repassam parte de cada pagamento recebido na sua conta para outras contas: um sócio, um fornecedor, uma franquia. O banco aplica a configuração mais recente da conta aos pagamentos seguintes.',
  'split.list_hint':
    'O banco não oferece uma consulta das configurações: aqui aparecem as que este computador criou ou alterou, como o banco respondeu.',
  'split.empty': 'Nenhuma configuração de divisão criada por este computador ainda.',
  'split.new': 'Nova configuração',
  'split.new_title': 'Nova configuração de divisão',
  'split.new_hint':
    'Os pagamentos que chegam na conta {account} passam a ser divididos assim. Uma configuração nova substitui a anterior.',
  'split.create': 'Criar configuração',
  'split.creating': 'Criando…',
  'split.created': 'Configuração de divisão criada.',
  'split.configuration': 'Configuração nº {id}',
  'split.current': 'Em uso',
  'split.replaced': 'Substituída por uma mais nova',
  'split.paid_title': 'Divisão deste pagamento',
  'split.paid_hint':
    'Feita pelo banco quando o pagamento chegou, pela configuração em uso em Divisão; cada parte é uma transferência que aparece em Eventos do banco.',
  'split.paid_kept': 'Ficou com você',
  'split.replaced_hint':
    'Os pagamentos que chegam seguem a configuração em uso, não esta; ela fica aqui só como registro.',
  'split.account': 'Conta que recebe os pagamentos',
  'split.updated_at': 'Alterada em',
  'split.instructions': 'Instruções',
  'split.instruction_n': 'Instrução {n}',
  'split.add_row': 'Adicionar instrução',
  'split.remove_row': 'Remover a instrução {n}',
  'split.add_title': 'Adicionar uma instrução',
  'split.add': 'Adicionar instrução',
  'split.adding': 'Adicionando…',
  'split.added': 'Instrução adicionada.',
  'split.edit': 'Alterar regra',
  'split.edit_title': 'Nova regra da instrução {n}',
  'split.edit_hint': 'Só o tipo e o valor mudam; a conta que recebe continua a mesma.',
  'split.save': 'Salvar regra',
  'split.saving': 'Salvando…',
  'split.saved': 'Regra alterada.',

  'split.rule_type': 'Tipo de regra',
  'split.col_rule': 'Regra',
  'split.rule.PERCENTAGE': 'Porcentagem',
  'split.rule.FIXED': 'Valor fixo',
  'split.percent': 'Porcentagem (%)',
  'split.amount': 'Valor (R$)',
  'split.transfer_type': 'Como o dinheiro vai',
  'split.transfer.INTERNAL': 'Interna (conta do mesmo titular neste banco)',
  'split.transfer.PIX_MANUAL': 'Pix com dados bancários',
  'split.transfer.EXTERNAL': 'Externa (TED)',
  'split.transfer.PIX_KEY': 'Chave Pix',
  'split.number': 'Número da conta',
  'split.branch': 'Agência',
  'split.ispb': 'Instituição (ISPB, 8 dígitos)',
  'split.account_type': 'Tipo de conta',
  'split.holder_document': 'CPF/CNPJ do titular',
  'split.holder_name': 'Nome do titular',
  'split.account_type.PAYMENT': 'Pagamento',
  'split.account_type.CURRENT': 'Corrente',
  'split.account_type.SAVING': 'Poupança',
  'split.account_type.SALARY': 'Salário',
  'split.account_type.ESCROW': 'Garantia',
  'split.account_type.MINIPI': 'Conta de instituição de pagamento',
  'split.account_type.ADMINISTERED': 'Administrada',
  'split.account_type.TRANSACTIONAL': 'Transacional',
  'split.account_type.OWNER': 'Do titular',
  'split.choose': 'Escolha…',

  'split.why.PERCENTAGE':
    'Por quê: o banco aceita no máximo 5% do pagamento por instrução, com até duas casas decimais.',
  'split.why.FIXED':
    'Por quê: se o valor passar de 50% de um pagamento, esta parte não é feita naquele pagamento (o dinheiro fica com você).',
  'split.why.INTERNAL':
    'Por quê: para uma conta do mesmo titular neste banco basta o número; o banco completa agência, instituição e titular.',
  'split.why.PIX_MANUAL':
    'Por quê: o banco confere os dados todos — agência, instituição (ISPB), tipo de conta, CPF/CNPJ com dígitos verificadores e nome do titular.',
  'split.why.EXTERNAL':
    'Por quê: o banco aceita sem conferir os dados bancários e não recomenda para uso real (produção). Prefira Interna ou Pix com dados bancários.',
  'split.why.PIX_KEY':
    'Por quê: o banco informa que a chave Pix não funciona nesta operação. Use Interna ou Pix com dados bancários.',

  'split.preview_title': 'Prévia',
  'split.preview_lead': 'Um pagamento de',
  'split.preview_tail': 'é dividido assim:',
  'split.preview_payment': 'Valor do pagamento (R$)',
  'split.preview_share': 'Parte',
  'split.preview_to': 'Para',
  'split.preview_kept': 'Fica com você',
  'split.preview_none': 'Preencha uma regra válida para ver a prévia.',
  'split.preview_invalid_rule': 'Regra ainda incompleta',
  'split.skipped.fixed_above_half': 'Não é feita: passa de 50% deste pagamento.',
  'split.skipped.exceeds_remaining': 'Não é feita: é maior do que sobrou depois das anteriores.',
  'split.skipped.zero': 'Não é feita: daria menos de um centavo.',

  'v.split_rule.percent_positive': 'Informe uma porcentagem maior que zero.',
  'v.split_rule.percent_max': 'No máximo 5% por instrução.',
  'v.split_rule.percent_decimals': 'Use no máximo duas casas decimais.',
  'v.split_rule.percent_range': 'A porcentagem vai de 0,01% a 5%.',
  'v.split_rule.fixed_positive': 'Informe um valor maior que zero.',
  'v.split_rule.pix_key':
    'A chave Pix não funciona nesta operação do banco. Use Interna ou Pix com dados bancários.',
  'v.split_rule.external_production':
    'Externa não é para contas reais: o banco não confere os dados. Use Interna ou Pix com dados bancários.',
  'v.split_rule.number': 'O número da conta tem de 2 a 25 caracteres.',
  'v.split_rule.number_digits':
    'Use só os dígitos da conta, com o dígito verificador depois do hífen (ex.: 123456-7).',
  'v.split_rule.branch': 'A agência tem de 1 a 10 dígitos.',
  'v.split_rule.ispb': 'O ISPB tem exatamente 8 dígitos.',
  'v.split_rule.name': 'O nome tem no máximo 100 caracteres.',
  'v.split_rule.at_least_one': 'Adicione pelo menos uma instrução.',
  'error.split.unknown_outcome':
    'Não sabemos se o banco guardou esta alteração, e ele não oferece como conferir daqui. Ela ficou em "A conferir": confira as regras de divisão com o banco antes de tentar de novo.',
  'error.split.not_found': 'Esta instrução não está neste computador.',

  'write.split.name': 'Divisão de pagamentos',
  'write.split.resolved': 'Conferido: o banco guardou esta alteração da divisão.',
  'outbox.open.split': 'Ver divisão de pagamentos',
  'write.split.state.unknown':
    'O banco não oferece como conferir daqui se esta alteração da divisão foi guardada. Confira as regras de divisão com o banco; depois descarte este aviso e, se preciso, faça a alteração de novo.',
  'write.split.state.interrupted':
    'O banco não oferece como conferir daqui se esta alteração da divisão foi guardada. Confira as regras de divisão com o banco; depois descarte este aviso e, se preciso, faça a alteração de novo.',
  'write.split.state.refused': 'O banco recusou esta alteração. Nada mudou na divisão.',
  'write.split.state.failed': 'Esta alteração não foi feita. Veja o motivo abaixo.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'nav.split': 'Split',

  'split.title': 'Split of payments',
  'split.intro':
    'Rules that pass part of every payment your account receives on to other accounts: a partner, a supplier, a franchise. The bank applies the account’s newest configuration to the payments that follow.',
  'split.list_hint':
    'The bank offers no way to read configurations back: these are the ones this computer created or changed, as the bank answered.',
  'split.empty': 'No split configuration created from this computer yet.',
  'split.new': 'New configuration',
  'split.new_title': 'New split configuration',
  'split.new_hint':
    'Payments arriving on account {account} will be shared like this. A new configuration replaces the previous one.',
  'split.create': 'Create configuration',
  'split.creating': 'Creating…',
  'split.created': 'Split configuration created.',
  'split.configuration': 'Configuration no. {id}',
  'split.current': 'In use',
  'split.replaced': 'Replaced by a newer one',
  'split.paid_title': 'Split of this payment',
  'split.paid_hint':
    'Made by the bank when the payment arrived, by the configuration in use under Split; each share is a transfer shown in Bank events.',
  'split.paid_kept': 'Stays with you',
  'split.replaced_hint':
    'Payments arriving follow the configuration in use, not this one; it stays here as a record only.',
  'split.account': 'Account receiving the payments',
  'split.updated_at': 'Changed',
  'split.instructions': 'Instructions',
  'split.instruction_n': 'Instruction {n}',
  'split.add_row': 'Add instruction',
  'split.remove_row': 'Remove instruction {n}',
  'split.add_title': 'Add an instruction',
  'split.add': 'Add instruction',
  'split.adding': 'Adding…',
  'split.added': 'Instruction added.',
  'split.edit': 'Change rule',
  'split.edit_title': 'New rule for instruction {n}',
  'split.edit_hint': 'Only the type and the amount change; the receiving account stays the same.',
  'split.save': 'Save rule',
  'split.saving': 'Saving…',
  'split.saved': 'Rule changed.',

  'split.rule_type': 'Kind of rule',
  'split.col_rule': 'Rule',
  'split.rule.PERCENTAGE': 'Percentage',
  'split.rule.FIXED': 'Fixed amount',
  'split.percent': 'Percentage (%)',
  'split.amount': 'Amount (R$)',
  'split.transfer_type': 'How the money goes',
  'split.transfer.INTERNAL': 'Internal (same holder’s account at this bank)',
  'split.transfer.PIX_MANUAL': 'Pix with bank details',
  'split.transfer.EXTERNAL': 'External (TED)',
  'split.transfer.PIX_KEY': 'Pix key',
  'split.number': 'Account number',
  'split.branch': 'Branch',
  'split.ispb': 'Institution (ISPB, 8 digits)',
  'split.account_type': 'Account type',
  'split.holder_document': 'Holder’s CPF/CNPJ',
  'split.holder_name': 'Holder’s name',
  'split.account_type.PAYMENT': 'Payment',
  'split.account_type.CURRENT': 'Current',
  'split.account_type.SAVING': 'Savings',
  'split.account_type.SALARY': 'Salary',
  'split.account_type.ESCROW': 'Escrow',
  'split.account_type.MINIPI': 'Payment institution account',
  'split.account_type.ADMINISTERED': 'Administered',
  'split.account_type.TRANSACTIONAL': 'Transactional',
  'split.account_type.OWNER': 'Holder’s own',
  'split.choose': 'Choose…',

  'split.why.PERCENTAGE':
    'Why: the bank takes at most 5% of the payment per instruction, with up to two decimals.',
  'split.why.FIXED':
    'Why: when the amount is more than 50% of a payment, this share is not made on that payment (the money stays with you).',
  'split.why.INTERNAL':
    'Why: for an account of the same holder at this bank the number is enough; the bank fills in branch, institution and holder.',
  'split.why.PIX_MANUAL':
    'Why: the bank checks every detail — branch, institution (ISPB), account type, the CPF/CNPJ with its check digits, and the holder’s name.',
  'split.why.EXTERNAL':
    'Why: the bank takes it without checking the bank details and advises against it for real use (production). Prefer Internal or Pix with bank details.',
  'split.why.PIX_KEY':
    'Why: the bank says a Pix key does not work for this operation. Use Internal or Pix with bank details.',

  'split.preview_title': 'Preview',
  'split.preview_lead': 'A payment of',
  'split.preview_tail': 'is shared as:',
  'split.preview_payment': 'Payment amount (R$)',
  'split.preview_share': 'Share',
  'split.preview_to': 'To',
  'split.preview_kept': 'Stays with you',
  'split.preview_none': 'Fill in a valid rule to see the preview.',
  'split.preview_invalid_rule': 'Rule not complete yet',
  'split.skipped.fixed_above_half': 'Not made: more than 50% of this payment.',
  'split.skipped.exceeds_remaining': 'Not made: more than what the earlier ones left.',
  'split.skipped.zero': 'Not made: it would be less than one cent.',

  'v.split_rule.percent_positive': 'Enter a percentage above zero.',
  'v.split_rule.percent_max': 'At most 5% per instruction.',
  'v.split_rule.percent_decimals': 'Use at most two decimals.',
  'v.split_rule.percent_range': 'The percentage goes from 0.01% to 5%.',
  'v.split_rule.fixed_positive': 'Enter an amount above zero.',
  'v.split_rule.pix_key':
    'A Pix key does not work for this bank operation. Use Internal or Pix with bank details.',
  'v.split_rule.external_production':
    'External is not for real accounts: the bank does not check the details. Use Internal or Pix with bank details.',
  'v.split_rule.number': 'The account number has 2 to 25 characters.',
  'v.split_rule.number_digits':
    'Use only the account’s digits, with the check digit after a dash (e.g. 123456-7).',
  'v.split_rule.branch': 'The branch has 1 to 10 digits.',
  'v.split_rule.ispb': 'The ISPB has exactly 8 digits.',
  'v.split_rule.name': 'The name has at most 100 characters.',
  'v.split_rule.at_least_one': 'Add at least one instruction.',
  'error.split.unknown_outcome':
    'We do not know whether the bank kept this change, and it offers no way to check from here. It is kept under "To check": check the split rules with the bank before trying again.',
  'error.split.not_found': 'This instruction is not on this computer.',

  'write.split.name': 'Split of payments',
  'write.split.resolved': 'Checked: the bank kept this split change.',
  'outbox.open.split': 'See split of payments',
  'write.split.state.unknown':
    'The bank offers no way to check from here whether this split change was kept. Check the split rules with the bank; then discard this notice and, if needed, make the change again.',
  'write.split.state.interrupted':
    'The bank offers no way to check from here whether this split change was kept. Check the split rules with the bank; then discard this notice and, if needed, make the change again.',
  'write.split.state.refused': 'The bank refused this change. Nothing changed in the split.',
  'write.split.state.failed': 'This change was not made. See why below.',
};
