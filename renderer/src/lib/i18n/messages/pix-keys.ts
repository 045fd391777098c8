/** Pix keys of the account. pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.pix_keys': 'Chaves Pix',

  'pix_keys.title': 'Chaves Pix',
  'pix_keys.intro':
    'Uma chave Pix é o endereço pelo qual seus clientes pagam você. Aqui você cadastra uma chave aleatória na sua conta e vê as chaves cadastradas por este computador.',
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
  'pix_keys.list_title': 'Chaves cadastradas por aqui',
  'pix_keys.list_hint':
    'O banco não oferece uma lista das chaves da conta: aqui aparecem as que este computador cadastrou.',
  'pix_keys.empty': 'Nenhuma chave cadastrada por este computador ainda.',
  'pix_keys.col.key': 'Chave',
  'pix_keys.col.type': 'Tipo',
  'pix_keys.col.when': 'Cadastrada em',
  'pix_keys.copy_label': 'Copiar a chave {key}',
  'pix_keys.type.EVP': 'Aleatória',
  'pix_keys.type.EMAIL': 'E-mail',
  'pix_keys.type.PHONE': 'Celular',
  'pix_keys.type.DOCUMENT': 'CPF/CNPJ',

  'v.pix_key.email_needs_code':
    'Uma chave de e-mail precisa de um código enviado ao e-mail, e essa confirmação não está disponível por esta conexão com o banco. Cadastre-a no aplicativo do banco, ou cadastre uma chave aleatória.',
  'v.pix_key.phone_needs_code':
    'Uma chave de celular precisa de um código enviado por SMS, e essa confirmação não está disponível por esta conexão com o banco. Cadastre-a no aplicativo do banco, ou cadastre uma chave aleatória.',
  'v.pix_key.document_not_here':
    'Por esta conexão o banco só cadastra chaves aleatórias. Cadastre o CPF/CNPJ no aplicativo do banco.',

  'write.pix-key.name': 'Chave Pix',
  'write.pix-key.resolved': 'Conferido: a chave está cadastrada no banco.',
  'outbox.open.pix-keys': 'Ver chaves Pix',
  'write.pix-key.state.unknown':
    'Não sabemos se o banco cadastrou esta chave. Conferir envia o mesmo pedido com a mesma chave de idempotência: o banco não cadastra duas vezes.',
  'write.pix-key.state.interrupted':
    'O aplicativo fechou durante o cadastro. Conferir envia o mesmo pedido com a mesma chave de idempotência: o banco não cadastra duas vezes.',
  'write.pix-key.state.refused': 'O banco recusou o cadastro. Nenhuma chave foi criada.',
  'write.pix-key.state.failed': 'Esta chave não foi cadastrada. Veja o motivo abaixo.',

  'error.pix_key.unknown_outcome':
    'Não sabemos se a chave Pix foi registrada. Confira com o mesmo pedido antes de tentar outra vez.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'nav.pix_keys': 'Pix keys',

  'pix_keys.title': 'Pix keys',
  'pix_keys.intro':
    'A Pix key is the address your customers pay you at. Here you register a random key on your account and see the keys registered from this computer.',
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
  'pix_keys.list_title': 'Keys registered from here',
  'pix_keys.list_hint':
    'The bank offers no list of the account’s keys: these are the ones this computer registered.',
  'pix_keys.empty': 'No key registered from this computer yet.',
  'pix_keys.col.key': 'Key',
  'pix_keys.col.type': 'Type',
  'pix_keys.col.when': 'Registered',
  'pix_keys.copy_label': 'Copy the key {key}',
  'pix_keys.type.EVP': 'Random',
  'pix_keys.type.EMAIL': 'E-mail',
  'pix_keys.type.PHONE': 'Phone',
  'pix_keys.type.DOCUMENT': 'CPF/CNPJ',

  'v.pix_key.email_needs_code':
    'An e-mail key needs a code sent to that e-mail, and that confirmation is not available through this connection to the bank. Register it in the bank’s app, or register a random key.',
  'v.pix_key.phone_needs_code':
    'A phone key needs a code sent by text message, and that confirmation is not available through this connection to the bank. Register it in the bank’s app, or register a random key.',
  'v.pix_key.document_not_here':
    'Through this connection the bank registers random keys only. Register the CPF/CNPJ in the bank’s app.',

  'write.pix-key.name': 'Pix key',
  'write.pix-key.resolved': 'Checked: the key is registered at the bank.',
  'outbox.open.pix-keys': 'See Pix keys',
  'write.pix-key.state.unknown':
    'We do not know whether the bank registered this key. Checking sends the same request with the same idempotency key: the bank never registers twice.',
  'write.pix-key.state.interrupted':
    'The app closed during the registration. Checking sends the same request with the same idempotency key: the bank never registers twice.',
  'write.pix-key.state.refused': 'The bank refused the registration. No key was created.',
  'write.pix-key.state.failed': 'This key was not registered. See why below.',

  'error.pix_key.unknown_outcome':
    'We do not know whether the Pix key was registered. Check with the same request before trying again.',
};
