/** Paying a supplier's boleto, and its receipt. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.pay_boleto': 'Pagar boleto',

  'bill.title': 'Pagar boleto',
  'bill.intro':
    'Digite ou cole a linha digitável do boleto (47 números) ou o código de barras (44 números), ou abra uma imagem ou o PDF do boleto. Antes de pagar, você confere quem recebe, o vencimento e o valor de hoje.',
  'bill.code': 'Linha digitável ou código de barras',
  'bill.code_hint':
    'Pontos, espaços e traços são ignorados. Cada bloco é conferido antes de consultar o banco.',
  'bill.image': 'Ou abra uma imagem ou o PDF do boleto',
  'bill.image_hint':
    'O PDF que o fornecedor mandou, ou uma foto (PNG, JPEG) em que o código de barras apareça inteiro. O arquivo é lido aqui, não é enviado.',
  'bill.image_reading': 'Lendo o boleto do arquivo…',
  'bill.image_no_code':
    'Não encontramos o código de barras de um boleto nesta imagem. Tente uma imagem mais nítida e reta, ou digite a linha.',
  'bill.image_unreadable': 'Não foi possível abrir esta imagem.',
  'bill.pdf_no_code':
    'Não encontramos a linha digitável nem o código de barras de um boleto neste PDF. Confira se é o boleto, ou digite a linha.',
  'bill.pdf_unreadable':
    'Não foi possível abrir este PDF. Ele pode estar danificado ou protegido por senha.',
  'bill.read': 'Consultar boleto',
  'bill.reading': 'Consultando o banco…',
  'bill.demo_title': 'Fornecedores fictícios do sandbox',
  'bill.demo_intro':
    'No sandbox local você pode pagar boletos destes fornecedores de teste. Nenhum dinheiro de verdade se move.',
  'bill.demo_use': 'Usar este boleto',
  'bill.demo_due': 'vence em {date}',
  'bill.demo_trait.discount': 'desconto se pago até 2 dias antes',
  'bill.demo_trait.overdue': 'vencido: multa e juros',
  'bill.demo_trait.partial': 'aceita pagar outro valor',
  'bill.demo_trait.fails': 'o pagamento falha (teste de R$ 13,13)',

  'bill.check_title': 'Confira antes de pagar',
  'bill.beneficiary': 'Quem recebe',
  'bill.beneficiary_unnamed': 'O banco não informou o nome',
  'bill.trade_name': 'Nome fantasia',
  'bill.document': 'CPF/CNPJ',
  'bill.issuer': 'Banco emissor',
  'bill.payer': 'Boleto em nome de',
  'bill.line': 'Linha digitável',
  'bill.due_date': 'Vencimento',
  'bill.no_due_date': 'Sem vencimento',
  'bill.charge_title': 'Como o valor de hoje é formado',
  'bill.charge_hint': 'Valores calculados pelo banco para pagamento hoje.',
  'bill.original': 'Valor do boleto',
  'bill.rebate': 'Abatimento',
  'bill.discount': 'Desconto',
  'bill.fine': 'Multa',
  'bill.interest': 'Juros',
  'bill.total': 'Total a pagar hoje',
  'bill.other_amount': 'Outro valor',
  'bill.other_amount_allowed': 'Este boleto aceita outro valor, de {min} a {max}.',
  'bill.other_amount_not_allowed': 'Este boleto só aceita o total de hoje.',
  'bill.not_payable.paid': 'Este boleto já foi pago. Não pague de novo.',
  'bill.not_payable.expired': 'O prazo para pagar este boleto terminou.',
  'bill.not_payable.cancelled': 'Este boleto foi cancelado por quem o emitiu e não pode ser pago.',
  'bill.over_limit_hint': 'Este boleto cobra um valor fixo: para pagá-lo, mude o limite em',
  'bill.over_limit_settings': 'Configurações',
  'bill.sandbox_note': 'Sandbox: pagamento de teste, nenhum dinheiro de verdade se move.',

  'bill.amount': 'Valor a pagar',
  'bill.amount_fixed_hint': 'É o total de hoje, calculado pelo banco; não pode ser alterado.',
  'bill.amount_range_hint': 'De {min} a {max}.',
  'bill.description': 'Anotação (opcional, fica só neste computador)',
  'bill.confirm_amount': 'Digite o valor de novo para confirmar',
  'bill.confirm_amount_hint':
    'Assim nenhum pagamento sai por um Enter sem querer. O valor digitado precisa ser igual ao de cima.',
  'bill.submit': 'Pagar {amount}',
  'bill.paying': 'Pagando…',
  'bill.cancel': 'Cancelar',

  'bill.receipt.title': 'Comprovante de pagamento de boleto',
  'bill.receipt.amount': 'Valor pago',
  'bill.receipt.failure_reason': 'Motivo informado pelo banco',
  'bill.receipt.failed_note': 'O banco não concluiu este pagamento: o dinheiro não saiu da conta.',
  'bill.receipt.pay_another': 'Pagar outro boleto',

  'sent.kind.boleto': 'Boleto',
  'sent.new_boleto': 'Pagar boleto',
  'statement.kind.boleto-payment': 'Pagamento de boleto',
  'alerts.sent_failed.title.boleto': 'Pagamento de boleto não concluído',
  'sent.notice.failed.boleto':
    'O pagamento do boleto de {amount} para {receiver} não foi concluído: o dinheiro não saiu da conta.',
  'sent.notice.failed_unnamed.boleto':
    'Um pagamento de boleto de {amount} não foi concluído: o dinheiro não saiu da conta.',

  'write.bill-payment.name': 'Pagamento de boleto',
  'write.bill-payment.resolved':
    'Conferido: o banco pagou este boleto; ele aparece nos pagamentos enviados.',
  'write.bill-payment.state.unknown':
    'Não sabemos se este boleto foi pago. Conferir envia o mesmo pedido com a mesma chave: o banco não paga duas vezes.',
  'write.bill-payment.state.interrupted':
    'O aplicativo fechou durante este pagamento. Conferir envia o mesmo pedido com a mesma chave: o banco não paga duas vezes.',
  'write.bill-payment.state.refused': 'O banco recusou este pagamento. Nada foi pago.',
  'write.bill-payment.state.failed': 'Este boleto não foi pago.',

  'error.bill_payment.unknown_outcome':
    'Não sabemos se o boleto foi pago. O pagamento ficou guardado em "A conferir": conferir envia o mesmo pedido com a mesma chave, e o banco não paga duas vezes. Não pague de novo.',
  'error.bill_payment.read_again':
    'Consulte o boleto de novo antes de pagar (o valor de hoje pode ter mudado).',
  'error.bill_payment.not_payable.paid': 'Este boleto já foi pago.',
  'error.bill_payment.not_payable.expired': 'O prazo para pagar este boleto terminou.',
  'error.bill_payment.not_payable.cancelled': 'Este boleto foi cancelado e não pode ser pago.',
  'error.bill_payment.not_found': 'Este pagamento de boleto não está neste computador.',

  'v.boleto_code.characters':
    'A linha digitável e o código de barras só têm números (pontos, espaços e traços são ignorados).',
  'v.boleto_code.length':
    'A linha digitável tem 47 números e o código de barras, 44; aqui há {count}.',
  'v.boleto_code.utility':
    'Contas de consumo e tributos (48 números, começando com 8) ainda não podem ser pagas aqui.',
  'v.boleto_code.block':
    'O {block}º bloco ({digits}) não confere: algum número dele foi digitado errado.',
  'v.boleto_code.general':
    'O dígito verificador geral (o número sozinho, no 4º bloco) não confere: confira-o e o último bloco ({digits}), de vencimento e valor.',
  'v.boleto_code.bar_code_check':
    'O código de barras não confere (o 5º número é o dígito verificador): algum número foi digitado errado.',
  'v.bill_payment.code_refused': 'O banco não aceitou consultar este boleto.',
  'v.bill_payment.code_unknown':
    'O banco não encontrou este boleto. Confira a linha digitável com a do papel.',
  'v.bill_payment.confirm_mismatch': 'O valor digitado não é igual ao valor do pagamento.',
  'v.bill_payment.amount_fixed': 'Este boleto cobra {amount} hoje: pague exatamente esse valor.',
  'v.bill_payment.amount_range': 'Este boleto aceita de {min} a {max}.',
};

export const en: Record<keyof typeof ptBR, string> = {
  'nav.pay_boleto': 'Pay a boleto',

  'bill.title': 'Pay a boleto',
  'bill.intro':
    'Type or paste the boleto’s digitable line (47 digits) or its bar code (44 digits), or open an image or the PDF of the boleto. Before paying, you check who gets the money, the due date and today’s amount.',
  'bill.code': 'Digitable line or bar code',
  'bill.code_hint':
    'Dots, spaces and hyphens are ignored. Each block is checked before the bank is asked.',
  'bill.image': 'Or open an image or the PDF of the boleto',
  'bill.image_hint':
    'The PDF the supplier sent, or a picture (PNG, JPEG) showing the whole bar code. The file is read here, never sent.',
  'bill.image_reading': 'Reading the boleto from the file…',
  'bill.image_no_code':
    'No boleto bar code was found in this image. Try a sharper, straighter image, or type the line.',
  'bill.image_unreadable': 'This image could not be opened.',
  'bill.pdf_no_code':
    'Neither a boleto’s digitable line nor its bar code was found in this PDF. Check that it is the boleto, or type the line.',
  'bill.pdf_unreadable':
    'This PDF could not be opened. It may be damaged or protected by a password.',
  'bill.read': 'Look up boleto',
  'bill.reading': 'Asking the bank…',
  'bill.demo_title': 'The sandbox’s fictional suppliers',
  'bill.demo_intro':
    'On the local sandbox you can pay these test suppliers’ boletos. No real money moves.',
  'bill.demo_use': 'Use this boleto',
  'bill.demo_due': 'due {date}',
  'bill.demo_trait.discount': 'discount if paid 2 days early',
  'bill.demo_trait.overdue': 'overdue: fine and interest',
  'bill.demo_trait.partial': 'takes another amount',
  'bill.demo_trait.fails': 'the payment fails (R$ 13,13 test)',

  'bill.check_title': 'Check before paying',
  'bill.beneficiary': 'Who gets the money',
  'bill.beneficiary_unnamed': 'The bank did not give the name',
  'bill.trade_name': 'Trade name',
  'bill.document': 'CPF/CNPJ',
  'bill.issuer': 'Issuing bank',
  'bill.payer': 'Boleto addressed to',
  'bill.line': 'Digitable line',
  'bill.due_date': 'Due date',
  'bill.no_due_date': 'No due date',
  'bill.charge_title': "How today's amount is made up",
  'bill.charge_hint': 'Amounts calculated by the bank for paying today.',
  'bill.original': 'Boleto amount',
  'bill.rebate': 'Rebate',
  'bill.discount': 'Discount',
  'bill.fine': 'Fine',
  'bill.interest': 'Interest',
  'bill.total': 'Total to pay today',
  'bill.other_amount': 'Another amount',
  'bill.other_amount_allowed': 'This boleto takes another amount, from {min} to {max}.',
  'bill.other_amount_not_allowed': 'This boleto takes only today’s total.',
  'bill.not_payable.paid': 'This boleto has already been paid. Do not pay it again.',
  'bill.not_payable.expired': 'The time to pay this boleto is over.',
  'bill.not_payable.cancelled': 'This boleto was cancelled by its issuer and cannot be paid.',
  'bill.over_limit_hint': 'This boleto’s amount is fixed: to pay it, change the limit in',
  'bill.over_limit_settings': 'Settings',
  'bill.sandbox_note': 'Sandbox: a test payment, no real money moves.',

  'bill.amount': 'Amount to pay',
  'bill.amount_fixed_hint': 'It is today’s total, calculated by the bank; it cannot be changed.',
  'bill.amount_range_hint': 'From {min} to {max}.',
  'bill.description': 'Note (optional, kept on this computer only)',
  'bill.confirm_amount': 'Type the amount again to confirm',
  'bill.confirm_amount_hint':
    'So no payment leaves on a stray Enter. The amount typed must equal the one above.',
  'bill.submit': 'Pay {amount}',
  'bill.paying': 'Paying…',
  'bill.cancel': 'Cancel',

  'bill.receipt.title': 'Boleto payment receipt',
  'bill.receipt.amount': 'Amount paid',
  'bill.receipt.failure_reason': 'The bank’s reason',
  'bill.receipt.failed_note':
    'The bank did not complete this payment: the money did not leave the account.',
  'bill.receipt.pay_another': 'Pay another boleto',

  'sent.kind.boleto': 'Boleto',
  'sent.new_boleto': 'Pay a boleto',
  'statement.kind.boleto-payment': 'Boleto payment',
  'alerts.sent_failed.title.boleto': 'Boleto payment not completed',
  'sent.notice.failed.boleto':
    'The boleto payment of {amount} to {receiver} did not go through: the money did not leave the account.',
  'sent.notice.failed_unnamed.boleto':
    'A boleto payment of {amount} did not go through: the money did not leave the account.',

  'write.bill-payment.name': 'Boleto payment',
  'write.bill-payment.resolved': 'Checked: the bank paid this boleto; it is in the payments sent.',
  'write.bill-payment.state.unknown':
    'We do not know whether this boleto was paid. Checking sends the same request with the same key: the bank never pays twice.',
  'write.bill-payment.state.interrupted':
    'The app closed during this payment. Checking sends the same request with the same key: the bank never pays twice.',
  'write.bill-payment.state.refused': 'The bank refused this payment. Nothing was paid.',
  'write.bill-payment.state.failed': 'This boleto was not paid.',

  'error.bill_payment.unknown_outcome':
    'We do not know whether the boleto was paid. The payment is kept under "To check": checking sends the same request with the same key, and the bank never pays twice. Do not pay again.',
  'error.bill_payment.read_again':
    'Look the boleto up again before paying (today’s amount may have changed).',
  'error.bill_payment.not_payable.paid': 'This boleto has already been paid.',
  'error.bill_payment.not_payable.expired': 'The time to pay this boleto is over.',
  'error.bill_payment.not_payable.cancelled': 'This boleto was cancelled and cannot be paid.',
  'error.bill_payment.not_found': 'This boleto payment is not on this computer.',

  'v.boleto_code.characters':
    'The digitable line and the bar code have digits only (dots, spaces and hyphens are ignored).',
  'v.boleto_code.length': 'The digitable line has 47 digits and the bar code 44; this has {count}.',
  'v.boleto_code.utility':
    'Utility bills and taxes (48 digits, starting with 8) cannot be paid here yet.',
  'v.boleto_code.block': 'Block {block} ({digits}) does not check: one of its digits is mistyped.',
  'v.boleto_code.general':
    'The general check digit (the single digit, block 4) does not check: look at it and at the last block ({digits}), the due date and amount.',
  'v.boleto_code.bar_code_check':
    'The bar code does not check (its 5th digit is the check digit): a digit is mistyped.',
  'v.bill_payment.code_refused': 'The bank would not look this boleto up.',
  'v.bill_payment.code_unknown':
    'The bank did not find this boleto. Compare the digitable line with the paper.',
  'v.bill_payment.confirm_mismatch': 'The amount typed is not the payment’s amount.',
  'v.bill_payment.amount_fixed': 'This boleto asks {amount} today: pay exactly that.',
  'v.bill_payment.amount_range': 'This boleto takes from {min} to {max}.',
};
