/** Charges to check: writes the bank has not confirmed. pt-BR first; `en` must have every key. */
export const ptBR = {
  // Outbox: issues whose outcome is not known
  'outbox.banner.boletos.one': '1 boleto a conferir: não sabemos se foi registrado no banco.',
  'outbox.banner.boletos.other':
    '{count} boletos a conferir: não sabemos se foram registrados no banco.',
  'outbox.banner_link': 'Ver e conferir',
  'outbox.title.boletos': 'Boletos a conferir',
  'outbox.intro.boletos':
    'A conexão caiu enquanto estes boletos eram emitidos, e não sabemos se o banco os registrou. “Conferir agora” pergunta ao banco; se ele não tiver recebido, o Balcão envia o mesmo pedido de novo, sem criar boleto repetido.',
  'outbox.empty': 'Nada a conferir: todos os boletos emitidos foram confirmados pelo banco.',
  'outbox.load_error': 'Não foi possível ler os boletos a conferir: {reason}',
  'outbox.amount': 'Valor',
  'outbox.due_date': 'Vencimento',
  'outbox.requested_at': 'Enviado em',
  'outbox.state': 'Situação',
  'outbox.last_error': 'Último erro',
  'write.boleto.state.unknown': 'Não sabemos se o banco registrou este boleto.',
  'outbox.state.accepted_not_saved':
    'O banco já criou, mas falta salvar neste computador. “Conferir agora” termina sem criar outro.',
  'write.boleto.state.interrupted':
    'O envio foi interrompido (o Balcão foi fechado?): não sabemos se o banco registrou este boleto.',
  'write.boleto.state.refused':
    'O banco recusou o pedido, então este boleto não foi registrado. Se ainda precisar cobrar, emita um novo.',
  'write.boleto.state.failed':
    'O pedido não foi aceito, então este boleto não foi registrado. Veja o motivo abaixo.',
  'write.boleto-due-date.state.unknown': 'Não sabemos se o banco mudou o vencimento deste boleto.',
  'write.boleto-due-date.state.interrupted':
    'O envio foi interrompido (o Balcão foi fechado?): não sabemos se o banco mudou o vencimento.',
  'write.boleto-due-date.state.refused':
    'O banco recusou o novo vencimento; o boleto continua com o vencimento de antes.',
  'write.boleto-due-date.state.failed':
    'O novo vencimento não foi aceito; o boleto continua com o de antes. Veja o motivo abaixo.',
  'write.boleto-due-date.resolved': 'Conferido: o novo vencimento está registrado no banco.',
  'outbox.resolve': 'Conferir agora',
  'outbox.resolving': 'Conferindo…',
  'outbox.resolve_failed': 'A conferência não deu certo: {reason}',
  'write.boleto.resolved': 'Conferido: o boleto está registrado no banco e já aparece na lista.',
  'outbox.resolved_title': 'Conferidos agora',
  'outbox.resolved_item': '{amount} para {payer}: registrado no banco.',
  'outbox.open.boleto': 'Abrir boleto',

  // Outbox: Pix codes and discarding
  'write.boleto.name': 'Boleto',
  'write.boleto-due-date.name': 'Novo vencimento de boleto',
  'write.pix-immediate.name': 'Pix',
  'write.pix-due-date.name': 'Pix com vencimento',
  'outbox.title.charges': 'Cobranças a conferir',
  'outbox.intro.charges':
    'A conexão caiu enquanto estas cobranças eram criadas, e não sabemos se o banco as registrou. “Conferir agora” pergunta ao banco; se ele não tiver recebido, o Balcão envia o mesmo pedido de novo, sem criar cobrança repetida. O que o banco recusou pode ser descartado.',
  'outbox.banner.charges.one': '1 cobrança a conferir: não sabemos se foi registrada no banco.',
  'outbox.banner.charges.other':
    '{count} cobranças a conferir: não sabemos se foram registradas no banco.',
  'outbox.title.operations': 'A conferir',
  'outbox.intro.operations':
    'A conexão caiu durante estas operações, e não sabemos se o banco as recebeu. “Conferir agora” pergunta ao banco o que aconteceu; o que pode ser reenviado vai com a mesma identificação, e o banco nunca faz duas vezes. O que o banco recusou pode ser descartado.',
  'outbox.banner.operations.one': '1 operação a conferir: não sabemos se o banco a recebeu.',
  'outbox.banner.operations.other':
    '{count} operações a conferir: não sabemos se o banco as recebeu.',
  'outbox.valid_until': 'Válido até',
  'write.pix-due-date.state.unknown': 'Não sabemos se o banco criou este Pix.',
  'write.pix-due-date.state.interrupted':
    'O envio foi interrompido (o Balcão foi fechado?): não sabemos se o banco criou este Pix.',
  'write.pix-due-date.state.refused':
    'O banco recusou o pedido, então este Pix não foi criado. Se ainda precisar cobrar, crie um novo.',
  'write.pix-due-date.state.failed':
    'O pedido não foi aceito, então este Pix não foi criado. Veja o motivo abaixo.',
  'write.pix-immediate.state.unknown':
    'Não dá para confirmar no banco se este QR code foi criado; como ninguém recebeu este QR code, nenhum dinheiro se moveu. Pode descartá-lo e, se ainda precisar cobrar, criar um novo.',
  'write.pix-immediate.state.interrupted':
    'Não dá para confirmar no banco se este QR code foi criado; como ninguém recebeu este QR code, nenhum dinheiro se moveu. Pode descartá-lo e, se ainda precisar cobrar, criar um novo.',
  'write.pix-immediate.state.refused':
    'O banco recusou o pedido, então este Pix não foi criado. Se ainda precisar cobrar, crie um novo.',
  'write.pix-immediate.state.failed':
    'O pedido não foi aceito, então este Pix não foi criado. Veja o motivo abaixo.',
  'write.pix-immediate.resolved':
    'Conferido: o Pix está registrado no banco e já aparece nas cobranças.',
  'outbox.discard': 'Descartar',
  'outbox.discarded': 'Descartado.',
  'outbox.discard_failed': 'Não foi possível descartar: {reason}',
  'outbox.discard_hint_failed': 'Nada foi criado no banco; descartar só tira este aviso da lista.',
  'write.pix-due-date.resolved':
    'Conferido: o Pix está registrado no banco e já aparece nas cobranças.',
  'outbox.open.pix': 'Abrir Pix',
  'error.outbox.duplicate_identity':
    'Este boleto já foi enviado antes; confira a lista antes de tentar de novo.',
  'error.outbox.not_discardable':
    'Só dá para descartar o que o banco recusou ou um QR code Pix que não dá para conferir.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'outbox.banner.boletos.one': '1 boleto to check: we do not know whether the bank registered it.',
  'outbox.banner.boletos.other':
    '{count} boletos to check: we do not know whether the bank registered them.',
  'outbox.banner_link': 'Review and check',
  'outbox.title.boletos': 'Boletos to check',
  'outbox.intro.boletos':
    'The connection dropped while these boletos were being issued, and we do not know whether the bank registered them. “Check now” asks the bank; if it never received one, Balcão sends the same request again, without creating a duplicate.',
  'outbox.empty': 'Nothing to check: the bank has confirmed every boleto you issued.',
  'outbox.load_error': 'Could not read the boletos to check: {reason}',
  'outbox.amount': 'Amount',
  'outbox.due_date': 'Due date',
  'outbox.requested_at': 'Sent on',
  'outbox.state': 'Status',
  'outbox.last_error': 'Last error',
  'write.boleto.state.unknown': 'We do not know whether the bank registered this boleto.',
  'outbox.state.accepted_not_saved':
    'The bank already created it, but it is not saved on this computer yet. “Check now” finishes it without creating another.',
  'write.boleto.state.interrupted':
    'Sending was interrupted (was Balcão closed?): we do not know whether the bank registered this boleto.',
  'write.boleto.state.refused':
    'The bank refused the request, so this boleto was not registered. If you still need to charge, issue a new one.',
  'write.boleto.state.failed':
    'The request was not accepted, so this boleto was not registered. See why below.',
  'write.boleto-due-date.state.unknown':
    'We do not know whether the bank changed this boleto’s due date.',
  'write.boleto-due-date.state.interrupted':
    'Sending was interrupted (was Balcão closed?): we do not know whether the bank changed the due date.',
  'write.boleto-due-date.state.refused':
    'The bank refused the new due date; the boleto keeps the one it had.',
  'write.boleto-due-date.state.failed':
    'The new due date was not accepted; the boleto keeps the one it had. See why below.',
  'write.boleto-due-date.resolved': 'Checked: the new due date is registered at the bank.',
  'outbox.resolve': 'Check now',
  'outbox.resolving': 'Checking…',
  'outbox.resolve_failed': 'The check did not work: {reason}',
  'write.boleto.resolved': 'Checked: the bank has the boleto, and it is now in the list.',
  'outbox.resolved_title': 'Checked just now',
  'outbox.resolved_item': '{amount} to {payer}: registered at the bank.',
  'outbox.open.boleto': 'Open boleto',

  'write.boleto.name': 'Boleto',
  'write.boleto-due-date.name': 'New boleto due date',
  'write.pix-immediate.name': 'Pix',
  'write.pix-due-date.name': 'Pix with due date',
  'outbox.title.charges': 'Charges to check',
  'outbox.intro.charges':
    'The connection dropped while these charges were being created, and we do not know whether the bank registered them. “Check now” asks the bank; if it never got them, Balcão sends the same request again, without creating a duplicate. What the bank refused can be discarded.',
  'outbox.banner.charges.one': '1 charge to check: we do not know whether the bank registered it.',
  'outbox.banner.charges.other':
    '{count} charges to check: we do not know whether the bank registered them.',
  'outbox.title.operations': 'To check',
  'outbox.intro.operations':
    'The connection dropped during these operations, and we do not know whether the bank received them. “Check now” asks the bank what happened; what can be sent again goes with the same identification, and the bank never does it twice. What the bank refused can be discarded.',
  'outbox.banner.operations.one':
    '1 operation to check: we do not know whether the bank received it.',
  'outbox.banner.operations.other':
    '{count} operations to check: we do not know whether the bank received them.',
  'outbox.valid_until': 'Valid until',
  'write.pix-due-date.state.unknown': 'We do not know whether the bank created this Pix.',
  'write.pix-due-date.state.interrupted':
    'Sending was interrupted (was Balcão closed?): we do not know whether the bank created this Pix.',
  'write.pix-due-date.state.refused':
    'The bank refused the request, so this Pix was not created. If you still need to charge, create a new one.',
  'write.pix-due-date.state.failed':
    'The request was not accepted, so this Pix was not created. See why below.',
  'write.pix-immediate.state.unknown':
    'The bank cannot confirm whether this QR code was created; as nobody was given this QR code, no money has moved. You can discard it and, if you still need to charge, create a new one.',
  'write.pix-immediate.state.interrupted':
    'The bank cannot confirm whether this QR code was created; as nobody was given this QR code, no money has moved. You can discard it and, if you still need to charge, create a new one.',
  'write.pix-immediate.state.refused':
    'The bank refused the request, so this Pix was not created. If you still need to charge, create a new one.',
  'write.pix-immediate.state.failed':
    'The request was not accepted, so this Pix was not created. See why below.',
  'write.pix-immediate.resolved':
    'Checked: the Pix is registered at the bank and is in the charges list.',
  'outbox.discard': 'Discard',
  'outbox.discarded': 'Discarded.',
  'outbox.discard_failed': 'Could not discard: {reason}',
  'outbox.discard_hint_failed':
    'Nothing was created at the bank; discarding only takes this notice off the list.',
  'write.pix-due-date.resolved':
    'Checked: the Pix is registered at the bank and is in the charges list.',
  'outbox.open.pix': 'Open Pix',
  'error.outbox.duplicate_identity':
    'This boleto was already sent; check the list before trying again.',
  'error.outbox.not_discardable':
    'Only what the bank refused, or a Pix QR code that cannot be checked, can be discarded.',
};
