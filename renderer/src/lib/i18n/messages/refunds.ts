/** Pix received, and refunds of them. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.received': 'Recebidos',

  'received.title': 'Pix recebidos',
  'received.intro':
    'Todo Pix recebido que este computador conhece: cobranças pagas por Pix e o que o banco informa. Abra um para devolver todo ou parte do valor, em até 90 dias.',
  'received.search': 'Buscar por quem pagou, CPF/CNPJ, identificador ou cobrança',
  'received.refresh': 'Atualizar com o banco',
  'received.empty': 'Nenhum Pix recebido conhecido neste computador ainda.',
  'received.no_match': 'Nenhum Pix recebido encontrado para esta busca.',
  'received.col.when': 'Recebido em',
  'received.col.payer': 'Quem pagou',
  'received.col.source': 'Origem',
  'received.col.amount': 'Valor',
  'received.col.refunded': 'Devolvido',
  'received.col.left': 'Resta',
  'received.table_label': 'Lista de Pix recebidos',
  'received.loading_more': 'Carregando mais Pix recebidos…',
  'received.error': 'Não foi possível carregar os Pix recebidos: {reason}',
  'received.unknown': 'não informado',
  'received.unknown_payer': 'Pagador não informado',
  'received.source.due-date': 'Pix com vencimento',
  'received.source.immediate': 'Pix imediato',
  'received.source.boleto': 'Boleto pago por Pix',
  'received.source.qr-code': 'QR code pago',
  'received.source.transfer': 'Pix recebido',
  'received.source.pasted': 'Do extrato',

  'received.paste_title': 'Devolver um Pix do extrato',
  'received.paste_intro':
    'Cole o identificador (end-to-end) que o extrato do banco mostra para o Pix recebido. Ele começa com E e tem 32 caracteres.',
  'received.paste_label': 'Identificador do Pix recebido',
  'received.paste_submit': 'Abrir este Pix',

  'received.sandbox_title': 'Receber um Pix de teste',
  'received.sandbox_intro':
    'Só no sandbox local: um Pix de teste chega à conta, de quem você escolher. Use uma data antiga para testar o prazo de 90 dias para devolver.',
  'received.sandbox_amount': 'Valor',
  'received.sandbox_payer_name': 'Nome de quem paga',
  'received.sandbox_payer_document': 'CPF ou CNPJ de quem paga',
  'received.sandbox_paid_on': 'Recebido em',
  'received.sandbox_paid_on_hint': 'Deixe em branco para hoje.',
  'received.sandbox_description': 'Descrição',
  'received.sandbox_submit': 'Receber Pix de teste',
  'received.sandbox_working': 'Recebendo…',

  'received.back': 'Voltar para Recebidos',
  'received.detail_title': 'Pix recebido',
  'received.amount': 'Valor recebido',
  'received.refunded': 'Devolvido até agora',
  'received.left': 'Resta para devolver',
  'received.deadline': 'Prazo para devolver',
  'received.deadline_left': '{left} (até {when})',
  'received.day_and_hour': '{date} às {time}',
  'received.day_one': '1 dia',
  'received.day_other': '{count} dias',
  'received.hour_one': '1 hora',
  'received.hour_other': '{count} horas',
  'received.left_and': '{days} e {hours}',
  'received.left_one': '{span} restante',
  'received.left_other': '{span} restantes',
  'received.left_under_hour': 'Menos de 1 hora restante',
  'received.window_over': 'O prazo de 90 dias terminou em {when}.',
  'received.payer': 'Quem pagou',
  'received.payer_document': 'CPF/CNPJ',
  'received.paid_at': 'Recebido em',
  'received.source': 'Origem',
  'received.end_to_end': 'Identificador (end-to-end)',
  'received.charge': 'Cobrança',
  'received.charge_named': '{kind}: {label}',
  'received.charge_created': '{kind} criado em {date}',
  'received.description': 'Descrição',
  'received.refresh_status': 'Atualizar situação',
  'received.unknown_amount_note':
    'Este computador não sabe o valor deste Pix: o banco confere o valor que resta ao devolver.',

  'received.refunds_title': 'Devoluções',
  'received.refunds_empty': 'Nenhuma devolução deste Pix ainda.',
  'received.refund_col.when': 'Pedida em',
  'received.refund_col.amount': 'Valor',
  'received.refund_col.status': 'Situação',
  'received.refund_col.id': 'Identificador',
  'refund.status.processing': 'Em processamento',
  'refund.status.completed': 'Concluída',
  'refund.status.failed': 'Não concluída',

  'refund.title': 'Devolver este Pix',
  'refund.amount': 'Valor a devolver',
  'refund.amount_hint': 'Todo o valor que resta, ou parte dele.',
  'refund.description': 'Motivo',
  'refund.confirm_amount': 'Digite o valor de novo para confirmar',
  'refund.confirm_amount_hint':
    'Assim nenhuma devolução sai por um Enter sem querer. O valor digitado precisa ser igual ao de cima.',
  'refund.submit': 'Devolver {amount}',
  'refund.submitting': 'Devolvendo…',
  'refund.done': 'Devolução de {amount} pedida ao banco.',
  'refund.sandbox_note': 'Sandbox: devolução de teste, nenhum dinheiro de verdade se move.',
  'refund.blocked.refunded':
    'Nada resta para devolver: este Pix foi devolvido por inteiro em {when}.',
  'refund.blocked.refunded_undated':
    'Nada resta para devolver: este Pix foi devolvido por inteiro.',
  'refund.blocked.settling':
    'Nada resta para devolver: a devolução do que restava foi pedida em {when} e está em processamento. Se o banco não a concluir, o valor volta a poder ser devolvido aqui.',
  'refund.blocked.window_over':
    'Não é mais possível devolver este Pix: o prazo de 90 dias terminou em {when}.',
  'refund.blocked.amount_unknown':
    'Este computador ainda não sabe o valor deste Pix, por isso a devolução não aparece. Use “{refresh}” para buscá-lo no banco.',

  'write.refund.name': 'Devolução de Pix',
  'write.refund.resolved': 'Conferido: o banco fez esta devolução; ela aparece nos Pix recebidos.',
  'write.refund.state.unknown':
    'Não sabemos se esta devolução foi feita. Conferir envia o mesmo pedido com a mesma chave: o banco não devolve duas vezes.',
  'write.refund.state.interrupted':
    'O aplicativo fechou durante esta devolução. Conferir envia o mesmo pedido com a mesma chave: o banco não devolve duas vezes.',
  'write.refund.state.refused': 'O banco recusou esta devolução. Nada foi devolvido.',
  'write.refund.state.failed': 'Esta devolução não foi feita.',
  'outbox.open.received': 'Ver Pix recebidos',

  'error.refund.unknown_outcome':
    'Não sabemos se a devolução foi feita. Ao tentar de novo, o mesmo pedido é usado, e nada é devolvido duas vezes.',
  'error.refund.kept_to_check':
    'Não sabemos se a devolução foi feita. Ela ficou guardada em "A conferir": conferir envia o mesmo pedido com a mesma chave, e o banco não devolve duas vezes. Não devolva de novo.',
  'error.refund.not_found': 'Esta devolução não está neste computador.',
  'error.received.not_found': 'Este Pix recebido não está neste computador.',
  'error.received.sandbox_only': 'Pix de teste só podem ser recebidos no sandbox local.',

  'v.refund.e2e_prefix': 'O identificador de um Pix recebido começa com a letra E.',
  'v.refund.e2e_length':
    'O identificador tem 32 caracteres: E, 8 dígitos do banco, data e hora, e 11 letras ou dígitos.',
  'v.refund.e2e_format':
    'Identificador inválido: depois do E vêm 20 dígitos (banco, data e hora) e 11 letras ou dígitos.',
  'v.refund.e2e_unknown':
    'O banco não encontrou um Pix recebido pela conta com este identificador.',
  'v.refund.confirm_mismatch': 'O valor digitado não é igual ao valor da devolução.',
  'v.refund.over_left': 'O valor passa do que resta para devolver: resta {left}.',
  'v.refund.window_over':
    'O prazo para devolver este Pix terminou: a devolução é possível em até 90 dias do recebimento.',
  'v.refund.window_over_bank':
    'O banco recusou: a devolução é possível em até 90 dias do recebimento.',
  'v.received.paid_on_future': 'Um Pix não pode ser recebido numa data futura.',
};

export const en: Record<keyof typeof ptBR, string> = {
  'nav.received': 'Received',

  'received.title': 'Pix received',
  'received.intro':
    'Every received Pix this computer knows: charges paid by Pix and what the bank reports. Open one to refund all or part of it, within 90 days.',
  'received.search': 'Search by payer, CPF/CNPJ, identifier or charge',
  'received.refresh': 'Update from the bank',
  'received.empty': 'No received Pix known on this computer yet.',
  'received.no_match': 'No received Pix matches this search.',
  'received.col.when': 'Received',
  'received.col.payer': 'Payer',
  'received.col.source': 'Source',
  'received.col.amount': 'Amount',
  'received.col.refunded': 'Refunded',
  'received.col.left': 'Left',
  'received.table_label': 'Received Pix list',
  'received.loading_more': 'Loading more received Pix…',
  'received.error': 'Could not load the received Pix: {reason}',
  'received.unknown': 'not known',
  'received.unknown_payer': 'Payer not known',
  'received.source.due-date': 'Pix with due date',
  'received.source.immediate': 'Immediate Pix',
  'received.source.boleto': 'Boleto paid by Pix',
  'received.source.qr-code': 'QR code paid',
  'received.source.transfer': 'Pix received',
  'received.source.pasted': 'From the statement',

  'received.paste_title': 'Refund a Pix from the statement',
  'received.paste_intro':
    'Paste the identifier (end-to-end) the bank statement shows for the received Pix. It begins with E and has 32 characters.',
  'received.paste_label': 'Identifier of the received Pix',
  'received.paste_submit': 'Open this Pix',

  'received.sandbox_title': 'Receive a test Pix',
  'received.sandbox_intro':
    'On the local sandbox only: a test Pix arrives on the account, from whoever you choose. Use an old date to try the 90-day refund limit.',
  'received.sandbox_amount': 'Amount',
  'received.sandbox_payer_name': 'Payer’s name',
  'received.sandbox_payer_document': 'Payer’s CPF or CNPJ',
  'received.sandbox_paid_on': 'Received on',
  'received.sandbox_paid_on_hint': 'Leave blank for today.',
  'received.sandbox_description': 'Description',
  'received.sandbox_submit': 'Receive test Pix',
  'received.sandbox_working': 'Receiving…',

  'received.back': 'Back to Received',
  'received.detail_title': 'Received Pix',
  'received.amount': 'Amount received',
  'received.refunded': 'Refunded so far',
  'received.left': 'Left to refund',
  'received.deadline': 'Time to refund',
  'received.deadline_left': '{left} (until {when})',
  'received.day_and_hour': '{date} at {time}',
  'received.day_one': '1 day',
  'received.day_other': '{count} days',
  'received.hour_one': '1 hour',
  'received.hour_other': '{count} hours',
  'received.left_and': '{days} and {hours}',
  'received.left_one': '{span} left',
  'received.left_other': '{span} left',
  'received.left_under_hour': 'Less than 1 hour left',
  'received.window_over': 'The 90 days ended on {when}.',
  'received.payer': 'Payer',
  'received.payer_document': 'CPF/CNPJ',
  'received.paid_at': 'Received',
  'received.source': 'Source',
  'received.end_to_end': 'Identifier (end-to-end)',
  'received.charge': 'Charge',
  'received.charge_named': '{kind}: {label}',
  'received.charge_created': '{kind} created on {date}',
  'received.description': 'Description',
  'received.refresh_status': 'Update status',
  'received.unknown_amount_note':
    'This computer does not know this Pix’s amount: the bank checks what is left when refunding.',

  'received.refunds_title': 'Refunds',
  'received.refunds_empty': 'No refund of this Pix yet.',
  'received.refund_col.when': 'Requested',
  'received.refund_col.amount': 'Amount',
  'received.refund_col.status': 'Status',
  'received.refund_col.id': 'Identifier',
  'refund.status.processing': 'Processing',
  'refund.status.completed': 'Completed',
  'refund.status.failed': 'Not completed',

  'refund.title': 'Refund this Pix',
  'refund.amount': 'Amount to refund',
  'refund.amount_hint': 'All that is left, or part of it.',
  'refund.description': 'Reason',
  'refund.confirm_amount': 'Type the amount again to confirm',
  'refund.confirm_amount_hint':
    'So no refund leaves on a stray Enter. The amount typed must equal the one above.',
  'refund.submit': 'Refund {amount}',
  'refund.submitting': 'Refunding…',
  'refund.done': 'Refund of {amount} requested from the bank.',
  'refund.sandbox_note': 'Sandbox: a test refund, no real money moves.',
  'refund.blocked.refunded': 'Nothing is left to refund: this Pix was refunded in full on {when}.',
  'refund.blocked.refunded_undated': 'Nothing is left to refund: this Pix was refunded in full.',
  'refund.blocked.settling':
    'Nothing is left to refund: a refund of what was left was requested on {when} and is processing. If the bank does not complete it, the amount can be refunded here again.',
  'refund.blocked.window_over': 'This Pix can no longer be refunded: the 90 days ended on {when}.',
  'refund.blocked.amount_unknown':
    'This computer does not know this Pix’s amount yet, so no refund is offered. Use “{refresh}” to read it from the bank.',

  'write.refund.name': 'Pix refund',
  'write.refund.resolved': 'Checked: the bank made this refund; it is in the Pix received.',
  'write.refund.state.unknown':
    'We do not know whether this refund was made. Checking sends the same request with the same key: the bank never refunds twice.',
  'write.refund.state.interrupted':
    'The app closed during this refund. Checking sends the same request with the same key: the bank never refunds twice.',
  'write.refund.state.refused': 'The bank refused this refund. Nothing was refunded.',
  'write.refund.state.failed': 'This refund was not made.',
  'outbox.open.received': 'See Pix received',

  'error.refund.unknown_outcome':
    'We do not know whether the refund was made. Trying again reuses the same request, so nothing is refunded twice.',
  'error.refund.kept_to_check':
    'We do not know whether the refund was made. It is kept under "To check": checking sends the same request with the same key, and the bank never refunds twice. Do not refund again.',
  'error.refund.not_found': 'This refund is not on this computer.',
  'error.received.not_found': 'This received Pix is not on this computer.',
  'error.received.sandbox_only': 'Test Pix can be received only on the local sandbox.',

  'v.refund.e2e_prefix': 'The identifier of a received Pix begins with the letter E.',
  'v.refund.e2e_length':
    'The identifier has 32 characters: E, the bank’s 8 digits, date and time, and 11 letters or digits.',
  'v.refund.e2e_format':
    'Invalid identifier: after the E come 20 digits (bank, date and time) and 11 letters or digits.',
  'v.refund.e2e_unknown': 'The bank found no Pix received by the account with this identifier.',
  'v.refund.confirm_mismatch': 'The amount typed is not the refund’s amount.',
  'v.refund.over_left': 'The amount is more than is left to refund: {left} left.',
  'v.refund.window_over':
    'The time to refund this Pix is over: a refund is possible within 90 days of receipt.',
  'v.refund.window_over_bank': 'The bank refused: a refund is possible within 90 days of receipt.',
  'v.received.paid_on_future': 'A Pix cannot be received on a future date.',
};
