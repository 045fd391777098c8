/** The home screen and the side navigation. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.home': 'Início',
  'nav.group.receive': 'Receber',
  'nav.group.pay': 'Pagamentos',
  'nav.group.account': 'Conta',

  'home.title': 'Início',
  'sync.unreadable':
    '{count} boleto(s) enviados pelo banco não puderam ser lidos por esta versão do Balcão. Eles ficaram guardados à parte; os demais foram sincronizados.',
  'home.sandbox_title': 'Você está no sandbox local: um banco de teste',
  'home.sandbox_body':
    'Ele roda neste computador, com clientes e cobranças fictícios. Nada é cobrado de ninguém e nenhum dinheiro de verdade se move, então experimente à vontade.',
  'home.first_steps': 'Primeiros passos',
  'home.step_boleto': 'Emitir um boleto',
  'home.step_pix': 'Criar um Pix',
  'home.step_pay': 'Pagar um Pix de teste',
  'home.step_connect': 'Conectar meu banco',
  'home.received_today': 'Recebido hoje',
  'home.received_week': 'Recebido nesta semana',
  'home.received_week_since': 'desde segunda, {date}',
  'home.net_received': '{amount} recebidos',
  'home.net_refunded': '{amount} devolvidos',
  'home.net_shared': '{amount} repassados na divisão',
  'home.payer_unknown': 'Pagador não informado',
  'home.due_next_7': 'A receber nos próximos 7 dias',
  'home.due_next_7_until': 'vencimentos até {date}',
  'home.overdue': 'Vencidos',
  'home.overdue_hint': 'em aberto, com vencimento já passado',
  'home.see_overdue': 'Ver vencidos',
  'home.see_due': 'Ver a receber',
  'home.count': '{count} cobranças',
  'home.count_one': '1 cobrança',
  'home.count_none': 'nenhuma cobrança',
  'home.latest': 'Últimos pagamentos recebidos',
  'home.latest_empty': 'Nenhum pagamento recebido ainda.',
  'home.col.paid_at': 'Pago em',
  'home.col.payer': 'Pagador',
  'home.col.kind': 'Tipo',
  'home.col.amount': 'Valor líquido',
  'home.see_all': 'Ver todas as cobranças',
  'home.no_charges':
    'Ainda não há cobranças neste computador. Emita a primeira ou sincronize com o banco.',
  'home.offline_note': 'Sem conexão: os números são os guardados neste computador.',
  // Alerts on Home: what needs the owner, kept until marked seen (features/home/AlertsBanner).
  'alerts.title': 'Precisa da sua atenção',
  'alerts.intro': 'Cada aviso fica aqui até você marcá-lo como visto.',
  'alerts.mark_seen': 'Marcar como visto',
  'alerts.mark_seen_label': 'Marcar como visto: {title}',
  'alerts.seen_failed': 'Não foi possível marcar como visto: {reason}',
  'alerts.seen_done': 'Aviso “{title}” marcado como visto.',
  'alerts.open_received': 'Abrir o Pix recebido',
  'alerts.open_receipt': 'Abrir o comprovante',
  'alerts.infraction.title': 'Pix contestado pelo pagador',
  'alerts.infraction.what_from': '{payer} contestou o Pix de {amount} recebido em {at}.',
  'alerts.infraction.what': 'O pagador contestou o Pix de {amount} recebido em {at}.',
  'alerts.infraction.what_unknown_pix':
    'O pagador contestou um Pix de {amount} recebido pela conta (aviso do banco de {at}).',
  'alerts.infraction.risk': 'O banco pode tirar este valor da conta para devolvê-lo ao pagador.',
  'alerts.infraction.reason.fraud': 'Motivo: suspeita de fraude.',
  'alerts.infraction.reason.refund-request': 'Motivo: o pagador pediu o dinheiro de volta.',
  'alerts.infraction.reason.other': 'O banco não detalhou o motivo.',
  'alerts.infraction.todo_by':
    'O banco tem até {date} para decidir. Responda a ele o quanto antes — ele pode pedir em menos tempo — com o que comprova a venda: nota fiscal, conversa com o cliente, comprovante de entrega.',
  'alerts.infraction.todo':
    'Responda pelo seu banco o quanto antes, com o que comprova a venda: nota fiscal, conversa com o cliente, comprovante de entrega.',
  'alerts.refund_failed.title': 'Devolução não concluída',
  'alerts.refund_failed.what_to':
    'A devolução de {amount} para {payer} não foi concluída: o dinheiro não saiu da conta.',
  'alerts.refund_failed.what':
    'Uma devolução de {amount} não foi concluída: o dinheiro não saiu da conta.',
  'alerts.refund_failed.todo':
    'O pagador não recebeu este valor. Abra o Pix recebido para conferir e, se ainda quiser, devolva de novo.',
  'alerts.sent_failed.title.qr-code': 'Pagamento não concluído',
  'alerts.sent_failed.title.key-transfer': 'Transferência não concluída',
  'alerts.sent_failed.todo':
    'Ele não será enviado de novo sozinho: se ainda precisar pagar, faça um novo envio.',
  'alerts.outside_debit.title': 'Dinheiro saiu da conta fora do Balcão',
  'alerts.outside_debit.what_to':
    '{amount} saíram da conta em {at}, numa transferência para {counterpart} que não foi feita por este aplicativo.',
  'alerts.outside_debit.what':
    '{amount} saíram da conta em {at}, numa transferência que não foi feita por este aplicativo.',
  'alerts.outside_debit.undone':
    'Depois, o banco informou que ela não foi concluída: o dinheiro ficou na conta.',
  'alerts.outside_debit.todo':
    'Se ninguém da empresa fez esta transferência, fale com o seu banco agora.',
  'alerts.notice.infraction_from':
    'Pix contestado: {payer} contestou o Pix de {amount}. Veja o que fazer no Início.',
  'alerts.notice.infraction':
    'Pix contestado: o pagador contestou um Pix de {amount}. Veja o que fazer no Início.',
  'alerts.notice.outside_debit_to':
    '{amount} saíram da conta para {counterpart} numa transferência que não foi feita pelo Balcão. Veja no Início.',
  'alerts.notice.outside_debit':
    '{amount} saíram da conta numa transferência que não foi feita pelo Balcão. Veja no Início.',
  'alerts.notice.transfer_in_from': 'Transferência recebida: {amount} de {payer}',
  'alerts.notice.transfer_in': 'Transferência recebida: {amount}',
  'error.alerts.not_found': 'Este aviso não está mais neste computador.',
  'error.alerts.sandbox_only': 'Contestações de teste existem só no sandbox local.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'nav.home': 'Home',
  'nav.group.receive': 'Receive',
  'nav.group.pay': 'Payments',
  'nav.group.account': 'Account',

  'home.title': 'Home',
  'sync.unreadable':
    '{count} boleto(s) sent by the bank could not be read by this version of Balcão. They are kept aside; the others were synced.',
  'home.sandbox_title': 'You are on the local sandbox: a test bank',
  'home.sandbox_body':
    'It runs on this computer, with made-up customers and charges. Nobody is charged and no real money moves, so try anything you like.',
  'home.first_steps': 'First steps',
  'home.step_boleto': 'Issue a boleto',
  'home.step_pix': 'Create a Pix charge',
  'home.step_pay': 'Pay a test Pix',
  'home.step_connect': 'Connect my bank',
  'home.received_today': 'Received today',
  'home.received_week': 'Received this week',
  'home.received_week_since': 'since Monday, {date}',
  'home.net_received': '{amount} received',
  'home.net_refunded': '{amount} refunded',
  'home.net_shared': '{amount} paid out in splits',
  'home.payer_unknown': 'Payer not given',
  'home.due_next_7': 'Due in the next 7 days',
  'home.due_next_7_until': 'due dates up to {date}',
  'home.overdue': 'Overdue',
  'home.overdue_hint': 'open, past their due date',
  'home.see_overdue': 'See overdue',
  'home.see_due': 'See what is due',
  'home.count': '{count} charges',
  'home.count_one': '1 charge',
  'home.count_none': 'no charges',
  'home.latest': 'Latest payments received',
  'home.latest_empty': 'No payment received yet.',
  'home.col.paid_at': 'Paid on',
  'home.col.payer': 'Payer',
  'home.col.kind': 'Type',
  'home.col.amount': 'Net amount',
  'home.see_all': 'See every charge',
  'home.no_charges': 'No charges on this computer yet. Issue the first one or sync with the bank.',
  'home.offline_note': 'Offline: these figures are the ones kept on this computer.',
  // Alerts on Home.
  'alerts.title': 'Needs your attention',
  'alerts.intro': 'Each alert stays here until you mark it as seen.',
  'alerts.mark_seen': 'Mark as seen',
  'alerts.mark_seen_label': 'Mark as seen: {title}',
  'alerts.seen_failed': 'Could not mark it as seen: {reason}',
  'alerts.seen_done': 'Alert “{title}” marked as seen.',
  'alerts.open_received': 'Open the received Pix',
  'alerts.open_receipt': 'Open the receipt',
  'alerts.infraction.title': 'A payer disputed a Pix',
  'alerts.infraction.what_from': '{payer} disputed the Pix of {amount} received on {at}.',
  'alerts.infraction.what': 'The payer disputed the Pix of {amount} received on {at}.',
  'alerts.infraction.what_unknown_pix':
    'The payer disputed a Pix of {amount} the account received (the bank’s notice of {at}).',
  'alerts.infraction.risk':
    'The bank may take this amount from the account to return it to the payer.',
  'alerts.infraction.reason.fraud': 'Reason: suspected fraud.',
  'alerts.infraction.reason.refund-request': 'Reason: the payer asked for the money back.',
  'alerts.infraction.reason.other': 'The bank gave no detail of the reason.',
  'alerts.infraction.todo_by':
    'The bank has until {date} to decide. Answer it as soon as you can — it may ask sooner — with what proves the sale: the invoice, your messages with the customer, the proof of delivery.',
  'alerts.infraction.todo':
    'Answer through your bank as soon as you can, with what proves the sale: the invoice, your messages with the customer, the proof of delivery.',
  'alerts.refund_failed.title': 'Refund not completed',
  'alerts.refund_failed.what_to':
    'The refund of {amount} to {payer} was not completed: the money did not leave the account.',
  'alerts.refund_failed.what':
    'A refund of {amount} was not completed: the money did not leave the account.',
  'alerts.refund_failed.todo':
    'The payer did not get this amount. Open the received Pix to check it and, if you still want to, refund again.',
  'alerts.sent_failed.title.qr-code': 'Payment not completed',
  'alerts.sent_failed.title.key-transfer': 'Transfer not completed',
  'alerts.sent_failed.todo':
    'It will not be sent again by itself: if you still need to pay, send it again.',
  'alerts.outside_debit.title': 'Money left the account outside Balcão',
  'alerts.outside_debit.what_to':
    '{amount} left the account on {at}, in a transfer to {counterpart} that this app did not make.',
  'alerts.outside_debit.what':
    '{amount} left the account on {at}, in a transfer that this app did not make.',
  'alerts.outside_debit.undone':
    'The bank said afterwards that it was not completed: the money stayed in the account.',
  'alerts.outside_debit.todo':
    'If nobody at the business made this transfer, talk to your bank now.',
  'alerts.notice.infraction_from':
    'Pix disputed: {payer} disputed the Pix of {amount}. See what to do on Home.',
  'alerts.notice.infraction':
    'Pix disputed: the payer disputed a Pix of {amount}. See what to do on Home.',
  'alerts.notice.outside_debit_to':
    '{amount} left the account to {counterpart} in a transfer Balcão did not make. See Home.',
  'alerts.notice.outside_debit':
    '{amount} left the account in a transfer Balcão did not make. See Home.',
  'alerts.notice.transfer_in_from': 'Transfer received: {amount} from {payer}',
  'alerts.notice.transfer_in': 'Transfer received: {amount}',
  'error.alerts.not_found': 'This alert is no longer on this computer.',
  'error.alerts.sandbox_only': 'Test disputes exist on the local sandbox only.',
};
