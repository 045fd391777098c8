/**
 * Transfers to a Pix key, the owner's limits on money out, and the activity log of money out.
 * pt-BR first; `en` must have every key.
 */
export const ptBR = {
  'nav.transfer': 'Transferir',
  'nav.activity': 'Atividade',

  'transfer.title': 'Transferir por chave Pix',
  'transfer.intro':
    'Digite a chave Pix de quem recebe, o valor e, se quiser, uma mensagem. Ao continuar, o banco mostra de quem é a chave; você confere e digita o valor de novo.',
  'transfer.key': 'Chave Pix de quem recebe',
  'transfer.key_hint':
    'CPF ou CNPJ, e-mail, celular com +55 e DDD (ex.: +55 11 98765-4321) ou chave aleatória.',
  'transfer.key_kind': 'Tipo de chave: {kind}',
  'transfer.key_kind.cpf': 'CPF',
  'transfer.key_kind.cnpj': 'CNPJ',
  'transfer.key_kind.email': 'E-mail',
  'transfer.key_kind.phone': 'Celular',
  'transfer.key_kind.evp': 'Chave aleatória',
  'transfer.amount': 'Valor',
  'transfer.description': 'Mensagem para quem recebe (opcional)',
  'transfer.limits_note': 'Seus limites: {limits}.',
  'transfer.limit_per_transfer': 'até {amount} por transferência',
  'transfer.limit_left_today': '{amount} disponíveis hoje',
  'transfer.review': 'Continuar',
  'transfer.looking_up': 'Consultando a chave…',
  'transfer.confirm_title': 'Confira antes de transferir',
  'transfer.confirm_key': 'Chave de quem recebe',
  'transfer.confirm_kind': 'Tipo de chave',
  'transfer.payee_name': 'Quem recebe',
  'transfer.payee_document': 'CPF ou CNPJ',
  'transfer.payee_bank': 'Banco de quem recebe',
  'transfer.own_account':
    'Atenção: esta chave é da sua própria conta. O dinheiro sai e volta para ela mesma. Se queria pagar outra pessoa, corrija a chave.',
  'transfer.confirm_amount': 'Digite o valor de novo para confirmar',
  'transfer.confirm_amount_hint':
    'Assim nenhuma transferência sai por um Enter sem querer. O valor precisa ser igual ao de cima.',
  'transfer.confirm_note':
    'Este banco não mostra quem recebe antes da transferência, nem permite confirmá-la pelo aplicativo se a resposta se perder: confira a chave com atenção.',
  'transfer.confirm_note_checked':
    'Confira se é mesmo esta pessoa ou empresa. Se a resposta do banco se perder, conferir envia o mesmo pedido com a mesma identificação: a transferência nunca é feita duas vezes.',
  'transfer.submit': 'Transferir {amount}',
  'transfer.sending': 'Transferindo…',
  'transfer.edit': 'Corrigir',
  'transfer.cancel': 'Cancelar',
  'money_out.offline_note':
    'Sem conexão com o banco: nenhum dinheiro sai agora, e nada fica na fila para depois. Quando a conexão voltar, é só continuar.',
  'money_out.check_connection': 'Conferir a conexão',

  'receipt.transfer_title': 'Comprovante de transferência Pix',
  'receipt.failure_reason': 'Motivo',
  'receipt.transfer_another': 'Nova transferência',
  'sent.kind.qr-code': 'QR code',
  'sent.kind.key-transfer': 'Chave Pix',
  'sent.col.kind': 'Tipo',
  'sent.new_transfer': 'Transferir por chave',

  'write.transfer.name': 'Transferência Pix',
  'write.transfer.resolved':
    'Conferido: o banco fez esta transferência; ela aparece nos pagamentos enviados.',
  'write.transfer.state.unknown':
    'Não sabemos se esta transferência foi feita, e o banco não permite conferir pelo aplicativo. Ela nunca é reenviada: confira no extrato do banco antes de descartar este aviso ou transferir de novo.',
  'write.transfer.state.interrupted':
    'O aplicativo fechou durante esta transferência. Ela nunca é reenviada: confira no extrato do banco antes de descartar este aviso ou transferir de novo.',
  'write.transfer.state.refused': 'O banco recusou esta transferência. Nada foi enviado.',
  'write.transfer.state.failed': 'Esta transferência não foi feita.',
  'write.transfer-checkable.name': 'Transferência Pix',
  'write.transfer-checkable.resolved':
    'Conferido: o banco fez esta transferência; ela aparece nos pagamentos enviados.',
  'write.transfer-checkable.state.unknown':
    'Não sabemos se esta transferência foi feita. Conferir envia o mesmo pedido com a mesma identificação: o banco nunca transfere duas vezes.',
  'write.transfer-checkable.state.interrupted':
    'O aplicativo fechou durante esta transferência. Conferir envia o mesmo pedido com a mesma identificação: o banco nunca transfere duas vezes.',
  'write.transfer-checkable.state.refused':
    'O banco recusou esta transferência. Nenhum dinheiro saiu.',
  'write.transfer-checkable.state.failed': 'Esta transferência não foi feita.',

  'limits.title': 'Limites de envio de dinheiro',
  'limits.intro':
    'Valem para este perfil, para pagamentos, transferências e devoluções feitos por este computador. Deixe em branco para não ter limite. O dia é o de São Paulo.',
  'limits.per_transfer': 'Limite por envio',
  'limits.per_day': 'Limite por dia',
  'limits.no_limit': 'Sem limite',
  'limits.used_today': 'Enviado hoje: {amount}',
  'limits.left_today': 'Disponível hoje: {amount}',
  'limits.save': 'Salvar limites',
  'limits.saved': 'Limites salvos.',

  'activity.title': 'Atividade de envio de dinheiro',
  'activity.intro':
    'Cada pagamento, transferência e devolução pedido neste perfil, com o resultado: enviado, recusado, a conferir ou resolvido.',
  'activity.empty': 'Nenhum envio de dinheiro neste perfil ainda.',
  'activity.more': 'Mostrar mais envios',
  'activity.col.when': 'Quando',
  'activity.col.kind': 'O quê',
  'activity.col.to': 'Para quem',
  'activity.col.amount': 'Valor',
  'activity.col.result': 'Resultado',
  'activity.col.reason': 'Motivo',
  'activity.result.sending': 'Enviando',
  'activity.result.sent': 'Enviado',
  'activity.result.refused': 'Recusado',
  'activity.result.unknown': 'A conferir',
  'activity.unknown_counts': 'Enquanto não for conferido, este valor conta no limite do dia.',
  'activity.result.resolved': 'Resolvido',
  'activity.resolution.confirmed': 'Confirmado pelo banco.',
  'activity.resolution.discarded': 'Conferido e descartado.',
  'activity.export': 'Exportar CSV',
  'activity.export_done': '{count} registros exportados ({file})',
  'activity.export_failed': 'Não foi possível exportar: {reason}',
  // Why an action was refused or is open: the same words as the CSV (main/app/activity).
  'activity.reason.offline': 'Sem conexão com o banco: nada foi enviado.',
  'activity.reason.limit-per-transfer': 'Acima do seu limite por envio, de {limit}.',
  'activity.reason.limit-per-day':
    'Acima do seu limite por dia, de {limit}: restavam {left} naquele dia.',
  'activity.reason.bank-refused': 'O banco recusou.',
  'activity.reason.bank-said': 'O banco recusou: {text}',
  'activity.reason.refund-over-left': 'Acima do que restava para devolver: restavam {left}.',
  'activity.reason.refund-window-over': 'Passou o prazo de 90 dias para devolver este Pix.',
  'activity.reason.refund-pix-unknown': 'O banco não encontrou o Pix recebido a devolver.',
  'activity.reason.to-check':
    'Não se sabe se foi feito: ficou em “A conferir”, onde conferir pergunta ao banco com a mesma identificação.',
  'activity.reason.to-check-with-bank':
    'Não se sabe se foi feito, e não será enviado de novo: confira no extrato do banco.',
  'activity.reason.interrupted':
    'O aplicativo fechou enquanto o pedido era enviado: confira em “A conferir”.',
  'activity.reason.accepted-not-saved':
    'O banco aceitou, mas o pedido ainda não estava salvo neste computador: conclua em “A conferir”.',
  'activity.reason.no-answer': 'O banco não respondeu a tempo.',
  'activity.reason.tls': 'Não foi possível uma conexão segura com o banco.',
  'activity.reason.certificate': 'O certificado de cliente foi recusado ou está faltando.',
  'activity.reason.keychain': 'O cofre de senhas do sistema não pôde ser usado.',
  'activity.reason.unauthorized': 'O banco recusou a chave de API ou a conta.',
  'activity.reason.not-found': 'O banco não encontrou o registro.',
  'activity.reason.conflict': 'O banco já tinha um registro com esta identificação.',
  'activity.reason.unsupported': 'Não disponível neste perfil.',
  'activity.reason.owner-only': 'Precisava da senha do dono.',
  'activity.reason.cancelled': 'Cancelado.',
  'activity.reason.invalid': 'Algum dado do pedido não estava correto.',
  'activity.reason.internal': 'Algo deu errado no Balcão.',

  'error.limit.exceeded': 'O valor passa do limite que você definiu em Configurações.',
  'error.transfer.unknown_outcome':
    'Não sabemos se a transferência foi feita, e ela não será reenviada. Confira no extrato do banco.',
  'error.transfer.unknown_outcome_checkable':
    'Não sabemos se a transferência foi feita. Ela ficou guardada em "A conferir": conferir envia o mesmo pedido com a mesma identificação, e o banco nunca transfere duas vezes. Não transfira de novo.',
  'error.transfer.lookup_unavailable':
    'O banco não respondeu à consulta da chave. Se este banco não mostra quem recebe, escolha a rota da especificação (/v1/pix) nas opções avançadas do perfil, em Configurações.',
  'v.transfer.key_not_found':
    'Nenhuma chave Pix assim está cadastrada. Confira a chave com quem vai receber.',
  'v.transfer.look_up_again':
    'A consulta desta chave venceu ou já foi usada. Continue para consultar de novo.',

  'v.pix_key.unknown':
    'Isto não parece uma chave Pix: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.',
  'v.pix_key.email': 'Este e-mail não é válido (ex.: nome@empresa.com.br).',
  'v.pix_key.email_too_long': 'Uma chave de e-mail tem no máximo 77 caracteres.',
  'v.pix_key.phone': 'O celular precisa de +55, o DDD e 8 ou 9 dígitos (ex.: +55 11 98765-4321).',
  'v.pix_key.phone_needs_country':
    'Este número não é um CPF válido. Se é um celular, comece com +55 (ex.: +55 11 98765-4321).',
  'v.pix_key.evp':
    'A chave aleatória tem 32 letras e números em 5 grupos (ex.: 123e4567-e89b-42d3-a456-426614174000).',
  'v.pix_key.foreign_character':
    'O caractere “{char}” ({codePoint}), na posição {position}, não existe em chaves Pix: elas só têm letras sem acento, números e sinais comuns. Ele pode se parecer com outro; apague-o e digite de novo.',
  'v.pix_key.hidden_character':
    'Há um caractere invisível ou especial ({codePoint}) na posição {position}, que não existe em chaves Pix. Apague a chave e digite de novo.',
  'v.limit.per_transfer': 'Acima do seu limite por envio, de {limit}.',
  'v.limit.per_day': 'Acima do seu limite por dia, de {limit}: restam {left} hoje.',
  'v.limits.above_day': 'O limite por envio não pode passar do limite por dia.',

  // Scheduled transfers (the v2 route's `transferAt`).
  'transfer.schedule': 'Agendar para',
  'transfer.schedule_hint':
    'Hoje envia agora. Escolha um dia depois de hoje, até 1 ano, para agendar: o dinheiro só sai nesse dia.',
  'transfer.limit_left_on': '{amount} disponíveis em {date}',
  'transfer.confirm_scheduled_for': 'Agendada para',
  'transfer.confirm_note_scheduled':
    'Nada sai hoje: o banco faz a transferência no dia agendado. Até lá, você pode cancelá-la em Pagamentos enviados.',
  'transfer.submit_scheduled': 'Agendar {amount} para {date}',
  'transfer.scheduling': 'Agendando…',
  'receipt.status.SCHEDULED': 'Agendada',
  'receipt.status.CANCELLED': 'Cancelada',
  'sent.scheduled_for': 'Agendada para {date}',
  'transfer.cancel_scheduled': 'Cancelar agendamento',
  'transfer.cancel_scheduled_title': 'Cancelar esta transferência agendada?',
  'transfer.cancel_scheduled_text':
    'A transferência de {amount} para {name}, agendada para {date}, não será feita. Nenhum dinheiro sai.',
  'transfer.cancel_scheduled_keep': 'Manter agendada',
  'transfer.cancel_scheduled_confirm': 'Cancelar a transferência',
  'transfer.cancel_scheduled_busy': 'Cancelando…',
  'transfer.cancel_scheduled_done': 'Transferência agendada cancelada. Nenhum dinheiro saiu.',
  'v.transfer.schedule_past':
    'Esta data já passou. Deixe hoje para enviar agora ou escolha um dia depois de hoje.',
  'v.transfer.schedule_too_far': 'Agende para no máximo 1 ano a partir de hoje.',
  'v.transfer.schedule_needs_v2':
    'Este perfil não agenda transferências: ele usa a rota da especificação (/v1/pix). Deixe hoje, ou mude a rota nas opções avançadas do perfil, em Configurações.',
  'v.limit.per_day_on': 'Acima do seu limite por dia, de {limit}: restam {left} naquele dia.',
  'error.transfer.not_found': 'Esta transferência não está neste computador.',
  'error.transfer.cancel_not_scheduled':
    'Só uma transferência agendada, que ainda não foi feita, pode ser cancelada.',
  'error.transfer.cancel_already_ran':
    'O dia chegou e o banco já fez esta transferência: ela não pode mais ser cancelada.',
  'error.transfer.cancel_unknown_outcome':
    'Não sabemos se o banco cancelou a transferência. O cancelamento ficou em "A conferir": conferir pergunta ao banco.',
  'write.transfer-cancel.name': 'Cancelamento de transferência agendada',
  'write.transfer-cancel.resolved': 'Conferido: a transferência agendada está cancelada no banco.',
  'write.transfer-cancel.state.unknown':
    'Não sabemos se o banco cancelou esta transferência agendada. Conferir pergunta ao banco.',
  'write.transfer-cancel.state.interrupted':
    'O aplicativo fechou durante o cancelamento. Conferir pergunta ao banco se a transferência ainda está agendada.',
  'write.transfer-cancel.state.refused':
    'O banco recusou o cancelamento: a transferência segue como estava.',
  'write.transfer-cancel.state.failed':
    'A transferência não pôde ser cancelada: o banco já a tinha feito.',
};

export const en: Record<keyof typeof ptBR, string> = {
  'nav.transfer': 'Transfer',
  'nav.activity': 'Activity',

  'transfer.title': 'Transfer to a Pix key',
  'transfer.intro':
    'Type the receiver’s Pix key, the amount and, if you like, a message. When you continue, the bank shows whose key it is; you check it and type the amount again.',
  'transfer.key': 'Receiver’s Pix key',
  'transfer.key_hint':
    'CPF or CNPJ, e-mail, mobile with +55 and area code (e.g. +55 11 98765-4321) or random key.',
  'transfer.key_kind': 'Key type: {kind}',
  'transfer.key_kind.cpf': 'CPF',
  'transfer.key_kind.cnpj': 'CNPJ',
  'transfer.key_kind.email': 'E-mail',
  'transfer.key_kind.phone': 'Mobile',
  'transfer.key_kind.evp': 'Random key',
  'transfer.amount': 'Amount',
  'transfer.description': 'Message to the receiver (optional)',
  'transfer.limits_note': 'Your limits: {limits}.',
  'transfer.limit_per_transfer': 'up to {amount} per transfer',
  'transfer.limit_left_today': '{amount} left today',
  'transfer.review': 'Continue',
  'transfer.looking_up': 'Looking the key up…',
  'transfer.confirm_title': 'Check before transferring',
  'transfer.confirm_key': 'Receiver’s key',
  'transfer.confirm_kind': 'Key type',
  'transfer.payee_name': 'Who receives',
  'transfer.payee_document': 'CPF or CNPJ',
  'transfer.payee_bank': 'Receiver’s bank',
  'transfer.own_account':
    'Careful: this key belongs to your own account. The money would leave and come back to it. If you meant to pay someone else, change the key.',
  'transfer.confirm_amount': 'Type the amount again to confirm',
  'transfer.confirm_amount_hint':
    'So no transfer leaves on a stray Enter. The amount must equal the one above.',
  'transfer.confirm_note':
    'This bank does not show who receives before the transfer, nor offers a way to confirm it from the app if its answer is lost: check the key carefully.',
  'transfer.confirm_note_checked':
    'Check that this is the right person or business. If the bank’s answer is lost, checking sends the same request with the same identification: the transfer is never made twice.',
  'transfer.submit': 'Transfer {amount}',
  'transfer.sending': 'Transferring…',
  'transfer.edit': 'Change',
  'transfer.cancel': 'Cancel',
  'money_out.offline_note':
    'No connection to the bank: no money leaves now, and nothing is queued for later. Once the connection is back, just go on.',
  'money_out.check_connection': 'Check the connection',

  'receipt.transfer_title': 'Pix transfer receipt',
  'receipt.failure_reason': 'Reason',
  'receipt.transfer_another': 'New transfer',
  'sent.kind.qr-code': 'QR code',
  'sent.kind.key-transfer': 'Pix key',
  'sent.col.kind': 'Type',
  'sent.new_transfer': 'Transfer to a key',

  'write.transfer.name': 'Pix transfer',
  'write.transfer.resolved': 'Checked: the bank made this transfer; it is in the payments sent.',
  'write.transfer.state.unknown':
    'We do not know whether this transfer was made, and the bank offers no way to check it from the app. It is never sent again: check your bank statement before discarding this notice or transferring again.',
  'write.transfer.state.interrupted':
    'The app closed during this transfer. It is never sent again: check your bank statement before discarding this notice or transferring again.',
  'write.transfer.state.refused': 'The bank refused this transfer. Nothing was sent.',
  'write.transfer.state.failed': 'This transfer was not made.',
  'write.transfer-checkable.name': 'Pix transfer',
  'write.transfer-checkable.resolved':
    'Checked: the bank made this transfer; it is in the payments sent.',
  'write.transfer-checkable.state.unknown':
    'We do not know whether this transfer was made. Checking sends the same request with the same identification: the bank never transfers twice.',
  'write.transfer-checkable.state.interrupted':
    'The app closed during this transfer. Checking sends the same request with the same identification: the bank never transfers twice.',
  'write.transfer-checkable.state.refused': 'The bank refused this transfer. No money left.',
  'write.transfer-checkable.state.failed': 'This transfer was not made.',

  'limits.title': 'Money-out limits',
  'limits.intro':
    'They hold for this profile, for payments, transfers and refunds made from this computer. Leave empty for no limit. The day is São Paulo’s.',
  'limits.per_transfer': 'Limit per transfer',
  'limits.per_day': 'Limit per day',
  'limits.no_limit': 'No limit',
  'limits.used_today': 'Sent today: {amount}',
  'limits.left_today': 'Left today: {amount}',
  'limits.save': 'Save limits',
  'limits.saved': 'Limits saved.',

  'activity.title': 'Money-out activity',
  'activity.intro':
    'Every payment, transfer and refund asked for on this profile, with its result: sent, refused, to check or resolved.',
  'activity.empty': 'No money out on this profile yet.',
  'activity.more': 'Show more money out',
  'activity.col.when': 'When',
  'activity.col.kind': 'What',
  'activity.col.to': 'To whom',
  'activity.col.amount': 'Amount',
  'activity.col.result': 'Result',
  'activity.col.reason': 'Reason',
  'activity.result.sending': 'Sending',
  'activity.result.sent': 'Sent',
  'activity.result.refused': 'Refused',
  'activity.result.unknown': 'To check',
  'activity.unknown_counts': 'Until it is checked, this amount counts against the day’s limit.',
  'activity.result.resolved': 'Resolved',
  'activity.resolution.confirmed': 'Confirmed by the bank.',
  'activity.resolution.discarded': 'Checked and discarded.',
  'activity.export': 'Export CSV',
  'activity.export_done': '{count} records exported ({file})',
  'activity.export_failed': 'Could not export: {reason}',
  'activity.reason.offline': 'No connection to the bank: nothing was sent.',
  'activity.reason.limit-per-transfer': 'Above your limit per transfer, {limit}.',
  'activity.reason.limit-per-day': 'Above your limit per day, {limit}: {left} was left that day.',
  'activity.reason.bank-refused': 'The bank refused it.',
  'activity.reason.bank-said': 'The bank refused: {text}',
  'activity.reason.refund-over-left': 'More than was left to refund: {left} was left.',
  'activity.reason.refund-window-over': 'Past the 90 days in which this Pix could be refunded.',
  'activity.reason.refund-pix-unknown': 'The bank found no received Pix to refund.',
  'activity.reason.to-check':
    'Not known whether it was made: kept under “To check”, where checking asks the bank with the same identification.',
  'activity.reason.to-check-with-bank':
    'Not known whether it was made, and it will not be sent again: check your bank statement.',
  'activity.reason.interrupted':
    'The app closed while the request was being sent: check it under “To check”.',
  'activity.reason.accepted-not-saved':
    'The bank accepted it, but it was not saved on this computer yet: finish it under “To check”.',
  'activity.reason.no-answer': 'The bank did not answer in time.',
  'activity.reason.tls': 'A secure connection to the bank could not be made.',
  'activity.reason.certificate': 'The client certificate was refused or is missing.',
  'activity.reason.keychain': 'The system password store could not be used.',
  'activity.reason.unauthorized': 'The bank refused the API key or the account.',
  'activity.reason.not-found': 'The bank did not find the record.',
  'activity.reason.conflict': 'The bank already had a record with this identification.',
  'activity.reason.unsupported': 'Not available on this profile.',
  'activity.reason.owner-only': 'It needed the owner’s passcode.',
  'activity.reason.cancelled': 'Cancelled.',
  'activity.reason.invalid': 'Some of the request’s data was not right.',
  'activity.reason.internal': 'Something went wrong in Balcão.',

  'error.limit.exceeded': 'The amount is above the limit you set in Settings.',
  'error.transfer.unknown_outcome':
    'We do not know whether the transfer was made, and it will not be sent again. Check your bank statement.',
  'error.transfer.unknown_outcome_checkable':
    'We do not know whether the transfer was made. It is kept under "To check": checking sends the same request with the same identification, and the bank never transfers twice. Do not transfer again.',
  'error.transfer.lookup_unavailable':
    'The bank did not answer the key lookup. If this bank does not show who receives, choose the spec’s route (/v1/pix) in the profile’s advanced options, in Settings.',
  'v.transfer.key_not_found':
    'No Pix key like this is registered. Check the key with whoever is receiving.',
  'v.transfer.look_up_again':
    'This key’s lookup expired or was already used. Continue to look it up again.',

  'v.pix_key.unknown':
    'This does not look like a Pix key: use a CPF, CNPJ, e-mail, mobile with +55 or random key.',
  'v.pix_key.email': 'This e-mail is not valid (e.g. name@company.com).',
  'v.pix_key.email_too_long': 'An e-mail key has at most 77 characters.',
  'v.pix_key.phone':
    'The mobile needs +55, the area code and 8 or 9 digits (e.g. +55 11 98765-4321).',
  'v.pix_key.phone_needs_country':
    'This number is not a valid CPF. If it is a mobile, begin with +55 (e.g. +55 11 98765-4321).',
  'v.pix_key.evp':
    'A random key has 32 letters and digits in 5 groups (e.g. 123e4567-e89b-42d3-a456-426614174000).',
  'v.pix_key.foreign_character':
    'The character “{char}” ({codePoint}), at position {position}, is not in any Pix key: they have only unaccented letters, digits and common signs. It may look like another one; delete it and type it again.',
  'v.pix_key.hidden_character':
    'There is an invisible or special character ({codePoint}) at position {position}, which is not in any Pix key. Delete the key and type it again.',
  'v.limit.per_transfer': 'Above your limit per transfer, {limit}.',
  'v.limit.per_day': 'Above your limit per day, {limit}: {left} left today.',
  'v.limits.above_day': 'The limit per transfer cannot be above the limit per day.',

  'transfer.schedule': 'Schedule for',
  'transfer.schedule_hint':
    'Today sends it now. Pick a day after today, up to 1 year ahead, to schedule it: the money only leaves on that day.',
  'transfer.limit_left_on': '{amount} left on {date}',
  'transfer.confirm_scheduled_for': 'Scheduled for',
  'transfer.confirm_note_scheduled':
    'Nothing leaves today: the bank makes the transfer on the scheduled day. Until then, you can cancel it in Payments sent.',
  'transfer.submit_scheduled': 'Schedule {amount} for {date}',
  'transfer.scheduling': 'Scheduling…',
  'receipt.status.SCHEDULED': 'Scheduled',
  'receipt.status.CANCELLED': 'Cancelled',
  'sent.scheduled_for': 'Scheduled for {date}',
  'transfer.cancel_scheduled': 'Cancel the scheduled transfer',
  'transfer.cancel_scheduled_title': 'Cancel this scheduled transfer?',
  'transfer.cancel_scheduled_text':
    'The transfer of {amount} to {name}, scheduled for {date}, will not be made. No money leaves.',
  'transfer.cancel_scheduled_keep': 'Keep it scheduled',
  'transfer.cancel_scheduled_confirm': 'Cancel the transfer',
  'transfer.cancel_scheduled_busy': 'Cancelling…',
  'transfer.cancel_scheduled_done': 'Scheduled transfer cancelled. No money left.',
  'v.transfer.schedule_past':
    'This date has passed. Leave today to send it now, or pick a day after today.',
  'v.transfer.schedule_too_far': 'Schedule it at most 1 year from today.',
  'v.transfer.schedule_needs_v2':
    'This profile does not schedule transfers: it uses the spec’s route (/v1/pix). Leave today, or change the route in the profile’s advanced options, in Settings.',
  'v.limit.per_day_on': 'Above your limit per day, {limit}: {left} left on that day.',
  'error.transfer.not_found': 'This transfer is not on this computer.',
  'error.transfer.cancel_not_scheduled': 'Only a scheduled transfer not made yet can be cancelled.',
  'error.transfer.cancel_already_ran':
    'Its day came and the bank already made this transfer: it can no longer be cancelled.',
  'error.transfer.cancel_unknown_outcome':
    'We do not know whether the bank cancelled the transfer. The cancellation is kept under "To check": checking asks the bank.',
  'write.transfer-cancel.name': 'Scheduled transfer cancellation',
  'write.transfer-cancel.resolved': 'Checked: the scheduled transfer is cancelled at the bank.',
  'write.transfer-cancel.state.unknown':
    'We do not know whether the bank cancelled this scheduled transfer. Checking asks the bank.',
  'write.transfer-cancel.state.interrupted':
    'The app closed during the cancellation. Checking asks the bank whether the transfer is still scheduled.',
  'write.transfer-cancel.state.refused':
    'The bank refused the cancellation: the transfer stays as it was.',
  'write.transfer-cancel.state.failed':
    'The transfer could not be cancelled: the bank had already made it.',
};
