/** Pix keys of the account. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.pix_keys': 'Chaves Pix',

  'pix_keys.title': 'Chaves Pix',
  'pix_keys.intro':
    'Uma chave Pix é o endereço pelo qual seus clientes pagam você. Aqui você vê todas as chaves da sua conta, cadastra uma chave aleatória e exclui uma chave que não usa mais.',
  'pix_keys.register_title': 'Cadastrar uma chave aleatória',
  'pix_keys.evp_explain':
    'A chave aleatória é um código gerado pelo banco (por exemplo 7f9c…-…). Não revela seu e-mail, telefone nem CPF/CNPJ a quem paga.',
  'pix_keys.register': 'Cadastrar chave aleatória',
  'pix_keys.registering': 'Cadastrando…',
  'pix_keys.registered': 'Chave aleatória cadastrada.',
  'pix_keys.other_title': 'E-mail, celular ou CPF/CNPJ?',
  'pix_keys.other_email':
    'E-mail: o banco precisa enviar um código para o e-mail e você digitá-lo de volta. Essa confirmação não está disponível por esta conexão com o banco; cadastre no aplicativo do banco.',
  'pix_keys.other_phone':
    'Celular: o banco precisa enviar um código por SMS e você digitá-lo de volta. Essa confirmação não está disponível por esta conexão com o banco; cadastre no aplicativo do banco.',
  'pix_keys.other_document':
    'CPF/CNPJ: por esta conexão o banco só cadastra chaves aleatórias; cadastre o CPF ou CNPJ do titular no aplicativo do banco.',
  'pix_keys.list_title': 'Chaves da conta',
  'pix_keys.list_hint':
    'Todas as chaves que o banco tem na sua conta, cadastradas por aqui ou em outro lugar (o aplicativo do banco, outro sistema).',
  'pix_keys.refresh': 'Atualizar',
  'pix_keys.refreshed': 'Lista de chaves lida do banco agora.',
  'pix_keys.listed_at': 'Lista lida do banco em {when}.',
  'pix_keys.from_cache':
    'Sem resposta do banco agora: estas são as chaves como o banco as listou em {when}. {reason}',
  'pix_keys.from_cache_never':
    'Sem resposta do banco agora: a lista da conta ainda não foi lida; estas são as chaves cadastradas por este computador. {reason}',
  'pix_keys.delete_needs_bank':
    'Excluir uma chave precisa do banco: tente de novo quando ele responder.',
  'pix_keys.empty': 'A conta não tem nenhuma chave Pix ainda.',
  'pix_keys.col.key': 'Chave',
  'pix_keys.col.type': 'Tipo',
  'pix_keys.col.origin': 'Origem',
  'pix_keys.col.when': 'Cadastrada em',
  'pix_keys.col.actions': 'Ações',
  'pix_keys.origin.here': 'Cadastrada por aqui',
  'pix_keys.origin.elsewhere': 'Cadastrada em outro lugar',
  'pix_keys.when_unknown': 'Data não informada pelo banco',
  'pix_keys.copy_label': 'Copiar a chave {key}',
  'pix_keys.type.EVP': 'Aleatória',
  'pix_keys.type.EMAIL': 'E-mail',
  'pix_keys.type.PHONE': 'Celular',
  'pix_keys.type.DOCUMENT': 'CPF/CNPJ',

  'pix_keys.delete': 'Excluir',
  'pix_keys.delete_label': 'Excluir a chave {type} {key}',
  'pix_keys.delete.title': 'Excluir a chave {type} {key}?',
  'pix_keys.delete.body':
    'Pagamentos Pix para esta chave deixarão de chegar à sua conta. Quem tem a chave salva, ou um QR code feito com ela, não conseguirá mais pagar você por ela.',
  'pix_keys.delete.evp_gone': 'Uma chave aleatória excluída não volta: uma nova terá outro código.',
  'pix_keys.delete.keep': 'Manter a chave',
  'pix_keys.delete.confirm': 'Excluir a chave',
  'pix_keys.delete.sending': 'Excluindo…',
  'pix_keys.deleted':
    'Chave {type} {key} excluída. Pagamentos para ela não chegam mais à sua conta.',

  'v.pix_key.email_needs_code':
    'Uma chave de e-mail precisa de um código enviado ao e-mail, e essa confirmação não está disponível por esta conexão com o banco. Cadastre-a no aplicativo do banco, ou cadastre uma chave aleatória.',
  'v.pix_key.phone_needs_code':
    'Uma chave de celular precisa de um código enviado por SMS, e essa confirmação não está disponível por esta conexão com o banco. Cadastre-a no aplicativo do banco, ou cadastre uma chave aleatória.',
  'v.pix_key.document_not_here':
    'Por esta conexão o banco só cadastra chaves aleatórias. Cadastre o CPF/CNPJ no aplicativo do banco.',
  'v.pix_key.not_listed': 'Esta chave não está entre as chaves da conta.',

  'write.pix-key.name': 'Chave Pix',
  'write.pix-key.resolved': 'Conferido: a chave está cadastrada no banco.',
  'outbox.open.pix-keys': 'Ver chaves Pix',
  'write.pix-key.state.unknown':
    'Não sabemos se o banco cadastrou esta chave. Conferir envia o mesmo pedido com a mesma chave de idempotência: o banco não cadastra duas vezes.',
  'write.pix-key.state.interrupted':
    'O aplicativo fechou durante o cadastro. Conferir envia o mesmo pedido com a mesma chave de idempotência: o banco não cadastra duas vezes.',
  'write.pix-key.state.refused': 'O banco recusou o cadastro. Nenhuma chave foi criada.',
  'write.pix-key.state.failed': 'Esta chave não foi cadastrada. Veja o motivo abaixo.',

  'write.pix-key-delete.name': 'Exclusão de chave Pix',
  'write.pix-key-delete.resolved': 'Conferido: o banco não tem mais esta chave.',
  'write.pix-key-delete.state.unknown':
    'Não sabemos se o banco excluiu esta chave. Conferir lê a lista de chaves do banco e, se a chave ainda estiver lá, envia o mesmo pedido com a mesma chave de idempotência: o banco não exclui duas vezes.',
  'write.pix-key-delete.state.interrupted':
    'O aplicativo fechou durante a exclusão. Conferir lê a lista de chaves do banco e, se a chave ainda estiver lá, envia o mesmo pedido.',
  'write.pix-key-delete.state.refused': 'O banco recusou a exclusão. A chave continua na conta.',
  'write.pix-key-delete.state.failed': 'Esta chave não foi excluída. Veja o motivo abaixo.',

  'error.pix_key.unknown_outcome':
    'Não sabemos se a chave Pix foi registrada. Confira com o mesmo pedido antes de tentar outra vez.',
  'error.pix_key.not_listed':
    'Esta chave não está entre as chaves da conta. Atualize a lista e tente de novo.',
  'error.pix_key.delete_unknown_outcome':
    'Não sabemos se o banco excluiu a chave. Ela ficou em “A conferir”: conferir lê a lista do banco e só exclui de novo se a chave ainda estiver lá.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'nav.pix_keys': 'Pix keys',

  'pix_keys.title': 'Pix keys',
  'pix_keys.intro':
    'A Pix key is the address your customers pay you at. Here you see every key of your account, register a random key and delete a key you no longer use.',
  'pix_keys.register_title': 'Register a random key',
  'pix_keys.evp_explain':
    'A random key is a code the bank makes up (such as 7f9c…-…). It does not show your e-mail, phone or CPF/CNPJ to whoever pays.',
  'pix_keys.register': 'Register random key',
  'pix_keys.registering': 'Registering…',
  'pix_keys.registered': 'Random key registered.',
  'pix_keys.other_title': 'E-mail, phone or CPF/CNPJ?',
  'pix_keys.other_email':
    'E-mail: the bank must send a code to the e-mail address and you type it back. That confirmation is not available through this connection to the bank; register it in the bank’s app.',
  'pix_keys.other_phone':
    'Phone: the bank must send a code by text message and you type it back. That confirmation is not available through this connection to the bank; register it in the bank’s app.',
  'pix_keys.other_document':
    'CPF/CNPJ: through this connection the bank registers random keys only; register the holder’s CPF or CNPJ in the bank’s app.',
  'pix_keys.list_title': 'The account’s keys',
  'pix_keys.list_hint':
    'Every key the bank holds for your account, registered here or elsewhere (the bank’s app, another system).',
  'pix_keys.refresh': 'Refresh',
  'pix_keys.refreshed': 'Key list read from the bank just now.',
  'pix_keys.listed_at': 'List read from the bank on {when}.',
  'pix_keys.from_cache':
    'No answer from the bank right now: these are the keys as the bank listed them on {when}. {reason}',
  'pix_keys.from_cache_never':
    'No answer from the bank right now: the account’s list has not been read yet; these are the keys registered from this computer. {reason}',
  'pix_keys.delete_needs_bank': 'Deleting a key needs the bank: try again once it answers.',
  'pix_keys.empty': 'The account has no Pix key yet.',
  'pix_keys.col.key': 'Key',
  'pix_keys.col.type': 'Type',
  'pix_keys.col.origin': 'Origin',
  'pix_keys.col.when': 'Registered',
  'pix_keys.col.actions': 'Actions',
  'pix_keys.origin.here': 'Registered here',
  'pix_keys.origin.elsewhere': 'Registered elsewhere',
  'pix_keys.when_unknown': 'Date not given by the bank',
  'pix_keys.copy_label': 'Copy the key {key}',
  'pix_keys.type.EVP': 'Random',
  'pix_keys.type.EMAIL': 'E-mail',
  'pix_keys.type.PHONE': 'Phone',
  'pix_keys.type.DOCUMENT': 'CPF/CNPJ',

  'pix_keys.delete': 'Delete',
  'pix_keys.delete_label': 'Delete the {type} key {key}',
  'pix_keys.delete.title': 'Delete the {type} key {key}?',
  'pix_keys.delete.body':
    'Pix payments to this key will no longer reach your account. Whoever saved the key, or a QR code made with it, will no longer be able to pay you with it.',
  'pix_keys.delete.evp_gone':
    'A deleted random key does not come back: a new one gets another code.',
  'pix_keys.delete.keep': 'Keep the key',
  'pix_keys.delete.confirm': 'Delete the key',
  'pix_keys.delete.sending': 'Deleting…',
  'pix_keys.deleted': '{type} key {key} deleted. Payments to it no longer reach your account.',

  'v.pix_key.email_needs_code':
    'An e-mail key needs a code sent to that e-mail, and that confirmation is not available through this connection to the bank. Register it in the bank’s app, or register a random key.',
  'v.pix_key.phone_needs_code':
    'A phone key needs a code sent by text message, and that confirmation is not available through this connection to the bank. Register it in the bank’s app, or register a random key.',
  'v.pix_key.document_not_here':
    'Through this connection the bank registers random keys only. Register the CPF/CNPJ in the bank’s app.',
  'v.pix_key.not_listed': 'This key is not among the account’s keys.',

  'write.pix-key.name': 'Pix key',
  'write.pix-key.resolved': 'Checked: the key is registered at the bank.',
  'outbox.open.pix-keys': 'See Pix keys',
  'write.pix-key.state.unknown':
    'We do not know whether the bank registered this key. Checking sends the same request with the same idempotency key: the bank never registers twice.',
  'write.pix-key.state.interrupted':
    'The app closed during the registration. Checking sends the same request with the same idempotency key: the bank never registers twice.',
  'write.pix-key.state.refused': 'The bank refused the registration. No key was created.',
  'write.pix-key.state.failed': 'This key was not registered. See why below.',

  'write.pix-key-delete.name': 'Pix key deletion',
  'write.pix-key-delete.resolved': 'Checked: the bank no longer has this key.',
  'write.pix-key-delete.state.unknown':
    'We do not know whether the bank deleted this key. Checking reads the bank’s list of keys and, if the key is still there, sends the same request with the same idempotency key: the bank never deletes twice.',
  'write.pix-key-delete.state.interrupted':
    'The app closed during the deletion. Checking reads the bank’s list of keys and, if the key is still there, sends the same request.',
  'write.pix-key-delete.state.refused':
    'The bank refused the deletion. The key is still on the account.',
  'write.pix-key-delete.state.failed': 'This key was not deleted. See why below.',

  'error.pix_key.unknown_outcome':
    'We do not know whether the Pix key was registered. Check with the same request before trying again.',
  'error.pix_key.not_listed':
    'This key is not among the account’s keys. Refresh the list and try again.',
  'error.pix_key.delete_unknown_outcome':
    'We do not know whether the bank deleted the key. It is kept under “To check”: checking reads the bank’s list and deletes again only if the key is still there.',
};
