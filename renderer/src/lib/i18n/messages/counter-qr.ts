/** The counter QR (a static Pix code made on this computer). pt-BR first; `en` must have every key. */
export const ptBR = {
  'nav.counter_qr': 'QR do balcão',

  'counter_qr.title': 'QR do balcão',
  'counter_qr.intro':
    'Um QR Pix fixo para deixar no caixa: o cliente aponta a câmera e paga quando quiser. Ele é feito neste computador com uma das suas chaves Pix, sem chamar o banco — funciona sem internet e não expira. Depois de feito, você também pode registrá-lo no banco: aí a página dele lista cada pagamento e ele pode ser cancelado. O que for pago por um ou outro aparece em Recebidos.',
  'counter_qr.loading': 'Carregando suas chaves Pix…',
  'counter_qr.load_error': 'Não foi possível ler suas chaves Pix: {reason}',
  'counter_qr.no_keys':
    'Nenhuma chave Pix foi cadastrada por este computador ainda. O QR do balcão usa uma delas.',
  'counter_qr.no_keys_link': 'Cadastrar uma chave Pix',
  'counter_qr.needs_business':
    'Para fazer o QR, informe o nome e a cidade do negócio nos dados do negócio.',
  'counter_qr.needs_business_link': 'Preencher os dados do negócio',
  'counter_qr.form_title': 'O que o QR leva',
  'counter_qr.key': 'Chave Pix',
  'counter_qr.amount': 'Valor fixo',
  'counter_qr.amount_hint': 'Deixe em branco para o cliente digitar o valor na hora.',
  'counter_qr.description': 'Descrição',
  'counter_qr.description_hint':
    'Aparece para quem paga. Com esta chave cabem {max} caracteres; acentos saem sem acento.',
  'counter_qr.description_no_room_hint': 'Esta chave é longa: o QR não tem espaço para descrição.',
  'counter_qr.merchant': 'Recebedor no QR: {name} — {city}',
  'counter_qr.merchant_from_settings': 'Nome e cidade dos dados do negócio.',
  'counter_qr.merchant_from_sandbox':
    'Nome e cidade da conta de teste. Para usar os do seu negócio, preencha os dados do negócio.',
  'counter_qr.merchant_settings_link': 'Dados do negócio',
  'counter_qr.submit': 'Gerar QR',
  'counter_qr.submitting': 'Gerando…',
  'counter_qr.made': 'QR do balcão pronto.',
  'counter_qr.result_title': 'Seu QR do balcão',
  'counter_qr.qr_alt': 'QR Code Pix do balcão',
  'counter_qr.open_amount': 'Valor livre: o cliente digita',
  'counter_qr.static_note': 'Feito neste computador: não expira e pode ser pago muitas vezes.',
  'counter_qr.copy_paste': 'Pix Copia e Cola',
  'counter_qr.copy_label': 'Copiar o código Pix Copia e Cola do QR do balcão',
  'counter_qr.print': 'Imprimir o QR do balcão',
  'counter_qr.from_keys': 'Fazer um QR do balcão com uma chave',
  'counter_qr.simulate_hint':
    'Sandbox: um cliente de teste paga este QR, como pagaria pelo app do banco dele. O Pix aparece em Recebidos.',
  'counter_qr.simulate_amount': 'Valor que o cliente paga',
  'counter_qr.simulate_fixed': 'O cliente paga o valor do QR:',
  'counter_qr.simulated': 'Pix de {amount} recebido pelo QR do balcão.',
  'counter_qr.see_received': 'Ver em Recebidos',

  'v.counter_qr.key_required': 'Escolha a chave Pix que o QR leva.',
  'v.counter_qr.key_not_registered':
    'Esta chave não está entre as cadastradas por este computador. Escolha uma da lista.',
  'v.counter_qr.key_not_usable': 'Esta chave não cabe num QR Pix.',
  'v.counter_qr.description_too_long': 'Com esta chave, a descrição cabe em até {max} caracteres.',
  'v.counter_qr.description_no_room':
    'Esta chave é longa demais para o QR levar descrição: deixe a descrição em branco ou use outra chave.',
  'v.counter_qr.description_character':
    'O caractere “{char}” não pode ir num QR Pix. Use letras, números e pontuação comuns.',
  'v.counter_qr.not_a_counter_qr': 'Este código não é um QR do balcão.',
  'error.counter_qr.needs_business':
    'Para fazer o QR, informe o nome e a cidade do negócio nos dados do negócio (Configurações).',
  'error.counter_qr.merchant_unreadable':
    'O nome ou a cidade do negócio não têm letras que um QR Pix aceita. Ajuste os dados do negócio em Configurações.',
  'error.counter_qr.key_unknown_at_bank':
    'O banco não conhece esta chave nesta conta. Cadastre a chave de novo em Chaves Pix.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'nav.counter_qr': 'Counter QR',

  'counter_qr.title': 'Counter QR',
  'counter_qr.intro':
    'A fixed Pix QR to keep at the till: customers point their camera at it and pay whenever they like. It is made on this computer with one of your Pix keys, without calling the bank — it works offline and never expires. Once made, you can also register it with the bank: its page then lists every payment, and it can be cancelled. What is paid through either shows in Received.',
  'counter_qr.loading': 'Loading your Pix keys…',
  'counter_qr.load_error': 'Your Pix keys could not be read: {reason}',
  'counter_qr.no_keys':
    'No Pix key has been registered from this computer yet. The counter QR uses one of them.',
  'counter_qr.no_keys_link': 'Register a Pix key',
  'counter_qr.needs_business':
    'To make the QR, give the business’s name and city in the business details.',
  'counter_qr.needs_business_link': 'Fill in the business details',
  'counter_qr.form_title': 'What the QR carries',
  'counter_qr.key': 'Pix key',
  'counter_qr.amount': 'Fixed amount',
  'counter_qr.amount_hint': 'Leave it blank for customers to type the amount when they pay.',
  'counter_qr.description': 'Description',
  'counter_qr.description_hint':
    'Shown to whoever pays. With this key it holds {max} characters; accents are dropped.',
  'counter_qr.description_no_room_hint': 'This key is long: the QR has no room for a description.',
  'counter_qr.merchant': 'Receiver on the QR: {name} — {city}',
  'counter_qr.merchant_from_settings': 'Name and city from the business details.',
  'counter_qr.merchant_from_sandbox':
    'Name and city of the test account. To use your business’s, fill in the business details.',
  'counter_qr.merchant_settings_link': 'Business details',
  'counter_qr.submit': 'Make QR',
  'counter_qr.submitting': 'Making…',
  'counter_qr.made': 'Counter QR ready.',
  'counter_qr.result_title': 'Your counter QR',
  'counter_qr.qr_alt': 'Counter Pix QR code',
  'counter_qr.open_amount': 'Open amount: the customer types it',
  'counter_qr.static_note': 'Made on this computer: it never expires and can be paid many times.',
  'counter_qr.copy_paste': 'Pix copy and paste',
  'counter_qr.copy_label': 'Copy the counter QR’s Pix copy-and-paste code',
  'counter_qr.print': 'Print the counter QR',
  'counter_qr.from_keys': 'Make a counter QR with a key',
  'counter_qr.simulate_hint':
    'Sandbox: a test customer pays this QR, as they would from their bank’s app. The Pix shows in Received.',
  'counter_qr.simulate_amount': 'Amount the customer pays',
  'counter_qr.simulate_fixed': 'The customer pays the QR’s amount:',
  'counter_qr.simulated': 'Pix of {amount} received through the counter QR.',
  'counter_qr.see_received': 'See in Received',

  'v.counter_qr.key_required': 'Choose the Pix key the QR carries.',
  'v.counter_qr.key_not_registered':
    'This key is not among those registered from this computer. Choose one from the list.',
  'v.counter_qr.key_not_usable': 'This key does not fit in a Pix QR.',
  'v.counter_qr.description_too_long':
    'With this key, the description holds up to {max} characters.',
  'v.counter_qr.description_no_room':
    'This key is too long for the QR to carry a description: leave the description blank or use another key.',
  'v.counter_qr.description_character':
    'The character “{char}” cannot go in a Pix QR. Use common letters, digits and punctuation.',
  'v.counter_qr.not_a_counter_qr': 'This code is not a counter QR.',
  'error.counter_qr.needs_business':
    'To make the QR, give the business’s name and city in the business details (Settings).',
  'error.counter_qr.merchant_unreadable':
    'The business’s name or city has no letters a Pix QR accepts. Adjust the business details in Settings.',
  'error.counter_qr.key_unknown_at_bank':
    'The bank does not know this key on this account. Register the key again in Pix keys.',
};
