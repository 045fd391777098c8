/** Sending a charge to the customer, and showing its QR code. pt-BR first; `en` has every key. */
export const ptBR = {
  'send.title': 'Enviar ao cliente',
  'send.whatsapp': 'Enviar por WhatsApp',
  'send.email': 'Enviar por e-mail',
  'send.hint': 'A mensagem vai em português, com o valor, o vencimento e o código para pagar.',
  'send.show_customer': 'Mostrar ao cliente',
  'send.scan_to_pay': 'Aponte a câmera do app do seu banco',
  'send.free_amount': 'Valor livre',
  'send.close': 'Fechar',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'send.title': 'Send to the customer',
  'send.whatsapp': 'Send by WhatsApp',
  'send.email': 'Send by e-mail',
  'send.hint': 'The message goes in Portuguese, with the amount, the due date and the code to pay.',
  'send.show_customer': 'Show to the customer',
  'send.scan_to_pay': 'Point your bank app’s camera here',
  'send.free_amount': 'Any amount',
  'send.close': 'Close',
};
