/**
 * The counter QR registered with the bank (the bank lists its payments; it can be cancelled).
 * pt-BR first; `en` must have every key.
 */
export const ptBR = {
  'counter_qr.registered.offer_title': 'Offline ou registrado no banco?',
  'counter_qr.registered.offline_note':
    'QR offline (este acima): feito neste computador, funciona sem internet.',
  'counter_qr.registered.registered_note':
    'QR registrado no banco: o banco lista cada pagamento feito por ele, e dá para cancelá-lo.',
  'counter_qr.registered.register': 'Registrar no banco',
  'counter_qr.registered.registering': 'Registrando…',
  'counter_qr.registered.registered': 'QR do balcão registrado no banco.',

  'counter_qr.registered.list_title': 'QRs registrados no banco',
  'counter_qr.registered.list_empty': 'Nenhum QR do balcão foi registrado no banco ainda.',
  'counter_qr.registered.list_loading': 'Carregando os QRs registrados…',
  'counter_qr.registered.list_error': 'Não foi possível ler os QRs registrados: {reason}',
  'counter_qr.registered.col_created': 'Registrado em',
  'counter_qr.registered.col_amount': 'Valor',
  'counter_qr.registered.col_description': 'Descrição',
  'counter_qr.registered.col_status': 'Situação',
  'counter_qr.registered.col_payments': 'Pagamentos',
  'counter_qr.registered.status.ACTIVE': 'Ativo',
  'counter_qr.registered.status.CANCELLED': 'Cancelado',
  'counter_qr.registered.no_description': 'Sem descrição',

  'counter_qr.registered.title': 'QR do balcão registrado',
  'counter_qr.registered.back': 'Voltar ao QR do balcão',
  'counter_qr.registered.loading': 'Carregando o QR registrado…',
  'counter_qr.registered.load_error': 'Não foi possível ler este QR: {reason}',
  'counter_qr.registered.refresh': 'Atualizar do banco',
  'counter_qr.registered.refreshing': 'Atualizando…',
  'counter_qr.registered.refreshed': 'QR e pagamentos lidos do banco.',
  'counter_qr.registered.registered_at': 'Registrado em {date}.',
  'counter_qr.registered.cancelled_banner':
    'Este QR foi cancelado no banco em {date}: quem tentar pagar por ele será recusado. Tire-o do caixa.',
  'counter_qr.registered.payments_title': 'Pagamentos',
  'counter_qr.registered.payments_empty': 'Nenhum pagamento por este QR ainda.',
  'counter_qr.registered.payments_synced': 'Lista do banco lida em {date}.',
  'counter_qr.registered.payments_never': 'A lista ainda não foi lida do banco.',
  'counter_qr.registered.payments_total': 'Total recebido por este QR: {amount}',
  'counter_qr.registered.col_paid_at': 'Pago em',
  'counter_qr.registered.col_payer': 'Quem pagou',
  'counter_qr.registered.unknown_payer': 'Não informado',
  'counter_qr.registered.print': 'Imprimir o QR registrado',
  'counter_qr.registered.print_cancelled':
    'Este QR foi cancelado no banco: ele não é impresso, porque ninguém conseguiria pagar por ele.',

  'counter_qr.registered.cancel.action': 'Cancelar QR no banco',
  'counter_qr.registered.cancel.confirm_title': 'Cancelar este QR do balcão?',
  'counter_qr.registered.cancel.confirm_body':
    'O QR “{label}” será cancelado no banco: quem tentar pagar por ele será recusado. Os pagamentos já recebidos continuam. Isso não pode ser desfeito.',
  'counter_qr.registered.cancel.confirm': 'Sim, cancelar QR',
  'counter_qr.registered.cancel.keep': 'Não, manter',
  'counter_qr.registered.cancel.sending': 'Cancelando…',
  'counter_qr.registered.cancel.done': 'QR cancelado no banco. Ele não pode mais ser pago.',

  'counter_qr.registered.simulate_title': 'Pagamento de teste',
  'counter_qr.registered.simulate_hint':
    'Sandbox: um cliente de teste paga este QR, como pagaria pelo app do banco dele. Dá para pagar quantas vezes quiser; cada Pix aparece aqui e em Recebidos.',
  'counter_qr.registered.simulate': 'Pagar como cliente de teste',
  'counter_qr.registered.simulating': 'Pagando…',
  'counter_qr.registered.simulated': 'Pix de {amount} recebido por este QR.',

  'error.counter_qr.correlation_reused':
    'Outro QR já usa este identificador no banco. Nada foi registrado; tente de novo.',
  'error.counter_qr.register_unknown_outcome':
    'Não sabemos se o banco registrou o QR; o pedido ficou guardado para conferir.',
  'error.counter_qr.cancel_unknown_outcome':
    'Não sabemos se o banco cancelou o QR; o pedido ficou guardado para conferir.',
  'error.counter_qr.already_cancelled': 'Este QR já estava cancelado no banco.',
  'error.counter_qr.registered_not_found': 'Este QR registrado não está neste computador.',
  'error.counter_qr.cancelled_not_payable':
    'Este QR foi cancelado no banco: o pagamento foi recusado.',

  'write.counter-qr.name': 'Registro de QR do balcão',
  'write.counter-qr.state.unknown': 'Não sabemos se o banco registrou este QR do balcão.',
  'write.counter-qr.state.interrupted':
    'O envio foi interrompido (o Balcão foi fechado?): não sabemos se o banco registrou este QR.',
  'write.counter-qr.state.refused': 'O banco recusou o registro; nenhum QR foi criado.',
  'write.counter-qr.state.failed': 'O registro não foi aceito. Veja o motivo abaixo.',
  'write.counter-qr.resolved': 'Conferido: o QR está registrado no banco.',
  'write.counter-qr-cancel.name': 'Cancelamento de QR do balcão',
  'write.counter-qr-cancel.state.unknown': 'Não sabemos se o banco cancelou este QR do balcão.',
  'write.counter-qr-cancel.state.interrupted':
    'O envio foi interrompido (o Balcão foi fechado?): não sabemos se o banco cancelou este QR.',
  'write.counter-qr-cancel.state.refused':
    'O banco recusou o cancelamento; o QR continua valendo e pode ser pago.',
  'write.counter-qr-cancel.state.failed':
    'O cancelamento não foi aceito; o QR continua valendo. Veja o motivo abaixo.',
  'write.counter-qr-cancel.resolved': 'Conferido: o QR está cancelado no banco.',
  'outbox.open.counter-qr': 'Abrir QR do balcão',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'counter_qr.registered.offer_title': 'Offline or registered with the bank?',
  'counter_qr.registered.offline_note':
    'Offline QR (the one above): made on this computer, works without internet.',
  'counter_qr.registered.registered_note':
    'Registered QR: the bank lists every payment made through it, and it can be cancelled.',
  'counter_qr.registered.register': 'Register with the bank',
  'counter_qr.registered.registering': 'Registering…',
  'counter_qr.registered.registered': 'Counter QR registered with the bank.',

  'counter_qr.registered.list_title': 'QRs registered with the bank',
  'counter_qr.registered.list_empty': 'No counter QR has been registered with the bank yet.',
  'counter_qr.registered.list_loading': 'Loading the registered QRs…',
  'counter_qr.registered.list_error': 'The registered QRs could not be read: {reason}',
  'counter_qr.registered.col_created': 'Registered on',
  'counter_qr.registered.col_amount': 'Amount',
  'counter_qr.registered.col_description': 'Description',
  'counter_qr.registered.col_status': 'Status',
  'counter_qr.registered.col_payments': 'Payments',
  'counter_qr.registered.status.ACTIVE': 'Active',
  'counter_qr.registered.status.CANCELLED': 'Cancelled',
  'counter_qr.registered.no_description': 'No description',

  'counter_qr.registered.title': 'Registered counter QR',
  'counter_qr.registered.back': 'Back to the counter QR',
  'counter_qr.registered.loading': 'Loading the registered QR…',
  'counter_qr.registered.load_error': 'This QR could not be read: {reason}',
  'counter_qr.registered.refresh': 'Refresh from the bank',
  'counter_qr.registered.refreshing': 'Refreshing…',
  'counter_qr.registered.refreshed': 'QR and payments read from the bank.',
  'counter_qr.registered.registered_at': 'Registered on {date}.',
  'counter_qr.registered.cancelled_banner':
    'This QR was cancelled at the bank on {date}: anyone trying to pay with it will be refused. Take it off the counter.',
  'counter_qr.registered.payments_title': 'Payments',
  'counter_qr.registered.payments_empty': 'No payment through this QR yet.',
  'counter_qr.registered.payments_synced': 'Bank’s list read on {date}.',
  'counter_qr.registered.payments_never': 'The list has not been read from the bank yet.',
  'counter_qr.registered.payments_total': 'Total received through this QR: {amount}',
  'counter_qr.registered.col_paid_at': 'Paid on',
  'counter_qr.registered.col_payer': 'Paid by',
  'counter_qr.registered.unknown_payer': 'Not given',
  'counter_qr.registered.print': 'Print the registered QR',
  'counter_qr.registered.print_cancelled':
    'This QR was cancelled at the bank: it is not printed, since nobody could pay with it.',

  'counter_qr.registered.cancel.action': 'Cancel QR at the bank',
  'counter_qr.registered.cancel.confirm_title': 'Cancel this counter QR?',
  'counter_qr.registered.cancel.confirm_body':
    'The QR “{label}” will be cancelled at the bank: anyone trying to pay with it will be refused. Payments already received stay. This cannot be undone.',
  'counter_qr.registered.cancel.confirm': 'Yes, cancel QR',
  'counter_qr.registered.cancel.keep': 'No, keep it',
  'counter_qr.registered.cancel.sending': 'Cancelling…',
  'counter_qr.registered.cancel.done': 'QR cancelled at the bank. It can no longer be paid.',

  'counter_qr.registered.simulate_title': 'Test payment',
  'counter_qr.registered.simulate_hint':
    'Sandbox: a test customer pays this QR, as they would from their bank’s app. Pay as many times as you like; each Pix shows here and in Received.',
  'counter_qr.registered.simulate': 'Pay as a test customer',
  'counter_qr.registered.simulating': 'Paying…',
  'counter_qr.registered.simulated': 'Pix of {amount} received through this QR.',

  'error.counter_qr.correlation_reused':
    'Another QR already uses this identifier at the bank. Nothing was registered; try again.',
  'error.counter_qr.register_unknown_outcome':
    'We do not know whether the bank registered the QR; the request was kept to be checked.',
  'error.counter_qr.cancel_unknown_outcome':
    'We do not know whether the bank cancelled the QR; the request was kept to be checked.',
  'error.counter_qr.already_cancelled': 'This QR was already cancelled at the bank.',
  'error.counter_qr.registered_not_found': 'This registered QR is not on this computer.',
  'error.counter_qr.cancelled_not_payable':
    'This QR was cancelled at the bank: the payment was refused.',

  'write.counter-qr.name': 'Counter QR registration',
  'write.counter-qr.state.unknown': 'We do not know whether the bank registered this counter QR.',
  'write.counter-qr.state.interrupted':
    'Sending was interrupted (was Balcão closed?): we do not know whether the bank registered this QR.',
  'write.counter-qr.state.refused': 'The bank refused the registration; no QR was created.',
  'write.counter-qr.state.failed': 'The registration was not accepted. See why below.',
  'write.counter-qr.resolved': 'Checked: the QR is registered with the bank.',
  'write.counter-qr-cancel.name': 'Counter QR cancellation',
  'write.counter-qr-cancel.state.unknown':
    'We do not know whether the bank cancelled this counter QR.',
  'write.counter-qr-cancel.state.interrupted':
    'Sending was interrupted (was Balcão closed?): we do not know whether the bank cancelled this QR.',
  'write.counter-qr-cancel.state.refused':
    'The bank refused the cancellation; the QR is still valid and can be paid.',
  'write.counter-qr-cancel.state.failed':
    'The cancellation was not accepted; the QR is still valid. See why below.',
  'write.counter-qr-cancel.resolved': 'Checked: the QR is cancelled at the bank.',
  'outbox.open.counter-qr': 'Open counter QR',
};
