/** Paying Pix QR codes, and the payments made. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.pay': 'Pagar',
  'nav.sent': 'Enviados',

  'pay.title': 'Pagar um Pix',
  'pay.intro':
    'Cole o código Pix copia e cola da conta a pagar, ou abra a imagem do QR code. Antes de pagar, você confere quem recebe e o valor.',
  'pay.payload': 'Código Pix copia e cola',
  'pay.payload_hint':
    'Começa com 000201. Espaços e quebras de linha do início e do fim são ignorados.',
  'pay.image': 'Ou abra uma imagem do QR code',
  'pay.image_hint': 'PNG, JPEG ou outra imagem em que o QR code apareça inteiro.',
  'pay.image_reading': 'Lendo o QR code da imagem…',
  'pay.image_no_code':
    'Não encontramos um QR code nesta imagem. Tente uma foto mais nítida ou cole o código.',
  'pay.image_unreadable': 'Não foi possível abrir esta imagem.',
  'pay.decode': 'Conferir código',
  'pay.decoding': 'Consultando o banco…',
  'pay.demo_title': 'Empresas fictícias do sandbox',
  'pay.demo_intro':
    'No sandbox local você pode pagar estas empresas de teste (em outros bancos fictícios). Nenhum dinheiro de verdade se move.',
  'pay.demo_use': 'Usar código de {amount}',
  'pay.demo_use_static': 'Usar código sem valor',
  'pay.demo_show_code': 'Ver o código copia e cola de valor fixo (para testar colando)',

  'pay.confirm_title': 'Confira antes de pagar',
  'pay.receiver': 'Quem recebe',
  'pay.receiver_document': 'CPF/CNPJ',
  'pay.receiver_bank': 'Banco',
  'pay.receiver_key': 'Chave Pix',
  'pay.amount': 'Valor',
  'pay.amount_hint_fixed': 'O valor é definido pelo código e não pode ser alterado.',
  'pay.amount_hint_free': 'Este código permite escolher o valor.',
  'pay.status': 'Situação do código',
  'pay.payable_for': 'Pode ser pago por mais',
  'pay.payable_expired': 'O prazo para pagar este código terminou.',
  'pay.description': 'Descrição (opcional)',
  'pay.confirm_amount': 'Digite o valor de novo para confirmar',
  'pay.confirm_amount_hint':
    'Assim nenhum pagamento sai por um Enter sem querer. O valor digitado precisa ser igual ao de cima.',
  'pay.submit': 'Pagar {amount}',
  'pay.paying': 'Pagando…',
  'pay.cancel': 'Cancelar',
  'pay.not_payable.concluded': 'Este código já foi pago. Não pague de novo.',
  'pay.not_payable.removed':
    'Este código foi cancelado por quem recebe ou pelo banco e não pode ser pago.',
  'pay.not_payable.expired': 'O prazo deste código terminou e ele não pode mais ser pago.',
  'pay.over_limit_hint': 'Este código tem valor fixo: para pagá-lo, mude o limite em',
  'pay.over_limit_settings': 'Configurações',
  'pay.code_status.ACTIVE': 'Ativo',
  'pay.code_status.CONCLUDED': 'Pago',
  'pay.code_status.REMOVED_BY_THE_RECEIVER': 'Cancelado por quem recebe',
  'pay.code_status.REMOVED_BY_PSP': 'Cancelado pelo banco',
  'pay.sandbox_note': 'Sandbox: pagamento de teste, nenhum dinheiro de verdade se move.',
  'pay.due.title': 'Como o valor de hoje é formado',
  'pay.due.payer': 'Cobrança para',
  'pay.due.due_date': 'Vencimento',
  'pay.due.payable_after': 'Pode ser paga até {days} dias após o vencimento',
  'pay.due.original': 'Valor original',
  'pay.due.rebate': 'Abatimento',
  'pay.due.discount': 'Desconto',
  'pay.due.fine': 'Multa',
  'pay.due.interest': 'Juros',
  'pay.due.total': 'Valor de hoje',

  'receipt.title': 'Comprovante de pagamento Pix',
  'receipt.status.PROCESSING': 'Em processamento',
  'receipt.status.COMPLETED': 'Concluído',
  'receipt.status.FAILED': 'Não concluído',
  'receipt.amount': 'Valor pago',
  'receipt.when': 'Data e hora',
  'receipt.end_to_end': 'Identificador (end-to-end)',
  'receipt.payment_id': 'Número do pagamento',
  'receipt.print': 'Imprimir comprovante',
  'receipt.refresh': 'Atualizar situação',
  'receipt.pay_another': 'Pagar outro',
  'receipt.back': 'Voltar para Enviados',

  'sent.title': 'Pagamentos enviados',
  'sent.search': 'Buscar por quem recebeu, chave ou identificador',
  'sent.empty': 'Nenhum pagamento feito por este computador ainda.',
  'sent.no_match': 'Nenhum pagamento encontrado para esta busca.',
  'sent.col.when': 'Quando',
  'sent.col.receiver': 'Quem recebeu',
  'sent.col.amount': 'Valor',
  'sent.col.status': 'Situação',
  'sent.new': 'Pagar um Pix',

  'write.payment.name': 'Pagamento Pix',
  'write.payment.resolved':
    'Conferido: o banco fez este pagamento; ele aparece nos pagamentos enviados.',
  'write.payment.state.unknown':
    'Não sabemos se este pagamento foi feito. Conferir envia o mesmo pedido com a mesma chave: o banco não paga duas vezes.',
  'write.payment.state.interrupted':
    'O aplicativo fechou durante este pagamento. Conferir envia o mesmo pedido com a mesma chave: o banco não paga duas vezes.',
  'write.payment.state.refused': 'O banco recusou este pagamento. Nada foi pago.',
  'write.payment.state.failed': 'Este pagamento não foi feito.',
  'outbox.open.sent': 'Ver pagamentos enviados',

  'error.payment.unknown_outcome':
    'Não sabemos se o pagamento foi feito. Ele ficou guardado em "A conferir": conferir envia o mesmo pedido com a mesma chave, e o banco não paga duas vezes. Não pague de novo.',
  'error.payment.decode_again':
    'Este código precisa ser conferido de novo antes de pagar (cada consulta vale para um pagamento).',
  'error.payment.not_payable.concluded': 'Este código já foi pago.',
  'error.payment.not_payable.removed': 'Este código foi cancelado e não pode ser pago.',
  'error.payment.not_payable.expired': 'O prazo deste código terminou.',
  'error.payment.not_found': 'Este pagamento não está neste computador.',

  'v.payment.code_too_long': 'Este texto é longo demais para ser um código Pix.',
  'v.payment.code_damaged':
    'O código está incompleto ou foi copiado com algum erro (o dígito verificador não confere). Copie de novo.',
  'v.payment.code_characters': 'O código tem caracteres que um código Pix não tem. Copie de novo.',
  'v.payment.code_invalid': 'Isto não é um código Pix copia e cola válido.',
  'v.payment.code_refused': 'O banco não reconheceu este código Pix.',
  'v.payment.code_unknown': 'O banco não encontrou este código Pix.',
  'v.payment.confirm_mismatch': 'O valor digitado não é igual ao valor do pagamento.',
  'v.payment.amount_fixed': 'Este código cobra um valor fixo: pague exatamente esse valor.',
  'sent.notice.failed.qr-code':
    'O pagamento de {amount} para {receiver} não foi concluído: o dinheiro não saiu da conta.',
  'sent.notice.failed.key-transfer':
    'A transferência de {amount} para {receiver} não foi concluída: o dinheiro não saiu da conta.',
  'sent.notice.failed_unnamed.qr-code':
    'Um pagamento de {amount} não foi concluído: o dinheiro não saiu da conta.',
  'sent.notice.failed_unnamed.key-transfer':
    'Uma transferência de {amount} não foi concluída: o dinheiro não saiu da conta.',
  'sent.notice.reason': 'Motivo informado pelo banco: {reason}',
};

export const en: Record<keyof typeof ptBR, string> = {
  'nav.pay': 'Pay',
  'nav.sent': 'Sent',

  'pay.title': 'Pay a Pix',
  'pay.intro':
    'Paste the Pix copy-and-paste code of the bill, or open the QR code’s image. Before paying, you check who gets the money and the amount.',
  'pay.payload': 'Pix copy-and-paste code',
  'pay.payload_hint': 'It begins with 000201. Spaces and line breaks at either end are ignored.',
  'pay.image': 'Or open an image of the QR code',
  'pay.image_hint': 'PNG, JPEG or another image showing the whole QR code.',
  'pay.image_reading': 'Reading the QR code in the image…',
  'pay.image_no_code':
    'No QR code was found in this image. Try a sharper picture, or paste the code.',
  'pay.image_unreadable': 'This image could not be opened.',
  'pay.decode': 'Check code',
  'pay.decoding': 'Asking the bank…',
  'pay.demo_title': 'The sandbox’s fictional businesses',
  'pay.demo_intro':
    'On the local sandbox you can pay these test businesses (at other fictional banks). No real money moves.',
  'pay.demo_use': 'Use the {amount} code',
  'pay.demo_use_static': 'Use a code without amount',
  'pay.demo_show_code': 'Show the fixed-amount copy-and-paste code (to try pasting it)',

  'pay.confirm_title': 'Check before paying',
  'pay.receiver': 'Who gets the money',
  'pay.receiver_document': 'CPF/CNPJ',
  'pay.receiver_bank': 'Bank',
  'pay.receiver_key': 'Pix key',
  'pay.amount': 'Amount',
  'pay.amount_hint_fixed': 'The code sets the amount; it cannot be changed.',
  'pay.amount_hint_free': 'This code lets you choose the amount.',
  'pay.status': 'Code status',
  'pay.payable_for': 'Can be paid for',
  'pay.payable_expired': 'The time to pay this code is over.',
  'pay.description': 'Description (optional)',
  'pay.confirm_amount': 'Type the amount again to confirm',
  'pay.confirm_amount_hint':
    'So no payment leaves on a stray Enter. The amount typed must equal the one above.',
  'pay.submit': 'Pay {amount}',
  'pay.paying': 'Paying…',
  'pay.cancel': 'Cancel',
  'pay.not_payable.concluded': 'This code has already been paid. Do not pay it again.',
  'pay.not_payable.removed':
    'This code was cancelled by the receiver or the bank and cannot be paid.',
  'pay.not_payable.expired': 'The time to pay this code is over; it can no longer be paid.',
  'pay.over_limit_hint': 'This code’s amount is fixed: to pay it, change the limit in',
  'pay.over_limit_settings': 'Settings',
  'pay.code_status.ACTIVE': 'Active',
  'pay.code_status.CONCLUDED': 'Paid',
  'pay.code_status.REMOVED_BY_THE_RECEIVER': 'Cancelled by the receiver',
  'pay.code_status.REMOVED_BY_PSP': 'Cancelled by the bank',
  'pay.sandbox_note': 'Sandbox: a test payment, no real money moves.',
  'pay.due.title': "How today's amount is made up",
  'pay.due.payer': 'Charged to',
  'pay.due.due_date': 'Due date',
  'pay.due.payable_after': 'Can be paid up to {days} days after the due date',
  'pay.due.original': 'Original amount',
  'pay.due.rebate': 'Rebate',
  'pay.due.discount': 'Discount',
  'pay.due.fine': 'Fine',
  'pay.due.interest': 'Interest',
  'pay.due.total': "Today's amount",

  'receipt.title': 'Pix payment receipt',
  'receipt.status.PROCESSING': 'Processing',
  'receipt.status.COMPLETED': 'Completed',
  'receipt.status.FAILED': 'Not completed',
  'receipt.amount': 'Amount paid',
  'receipt.when': 'Date and time',
  'receipt.end_to_end': 'Identifier (end-to-end)',
  'receipt.payment_id': 'Payment number',
  'receipt.print': 'Print receipt',
  'receipt.refresh': 'Update status',
  'receipt.pay_another': 'Pay another',
  'receipt.back': 'Back to Sent',

  'sent.title': 'Payments sent',
  'sent.search': 'Search by receiver, key or identifier',
  'sent.empty': 'No payment made from this computer yet.',
  'sent.no_match': 'No payment matches this search.',
  'sent.col.when': 'When',
  'sent.col.receiver': 'Receiver',
  'sent.col.amount': 'Amount',
  'sent.col.status': 'Status',
  'sent.new': 'Pay a Pix',

  'write.payment.name': 'Pix payment',
  'write.payment.resolved': 'Checked: the bank made this payment; it is in the payments sent.',
  'write.payment.state.unknown':
    'We do not know whether this payment was made. Checking sends the same request with the same key: the bank never pays twice.',
  'write.payment.state.interrupted':
    'The app closed during this payment. Checking sends the same request with the same key: the bank never pays twice.',
  'write.payment.state.refused': 'The bank refused this payment. Nothing was paid.',
  'write.payment.state.failed': 'This payment was not made.',
  'outbox.open.sent': 'See payments sent',

  'error.payment.unknown_outcome':
    'We do not know whether the payment was made. It is kept under "To check": checking sends the same request with the same key, and the bank never pays twice. Do not pay again.',
  'error.payment.decode_again':
    'Check this code again before paying (each check is good for one payment).',
  'error.payment.not_payable.concluded': 'This code has already been paid.',
  'error.payment.not_payable.removed': 'This code was cancelled and cannot be paid.',
  'error.payment.not_payable.expired': 'The time to pay this code is over.',
  'error.payment.not_found': 'This payment is not on this computer.',

  'v.payment.code_too_long': 'This text is too long to be a Pix code.',
  'v.payment.code_damaged':
    'The code is incomplete or was copied with a mistake (its check digits do not match). Copy it again.',
  'v.payment.code_characters': 'The code has characters a Pix code does not have. Copy it again.',
  'v.payment.code_invalid': 'This is not a valid Pix copy-and-paste code.',
  'v.payment.code_refused': 'The bank did not recognize this Pix code.',
  'v.payment.code_unknown': 'The bank did not find this Pix code.',
  'v.payment.confirm_mismatch': 'The amount typed is not the payment’s amount.',
  'v.payment.amount_fixed': 'This code charges a fixed amount: pay exactly that.',
  'sent.notice.failed.qr-code':
    'The payment of {amount} to {receiver} did not go through: the money did not leave the account.',
  'sent.notice.failed.key-transfer':
    'The transfer of {amount} to {receiver} did not go through: the money did not leave the account.',
  'sent.notice.failed_unnamed.qr-code':
    'A payment of {amount} did not go through: the money did not leave the account.',
  'sent.notice.failed_unnamed.key-transfer':
    'A transfer of {amount} did not go through: the money did not leave the account.',
  'sent.notice.reason': 'The bank’s reason: {reason}',
};
