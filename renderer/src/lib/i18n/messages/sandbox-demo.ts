/** The local sandbox's "restore demo data" in Settings. pt-BR first; `en` must have every key. */
export const ptBR = {
  'sandbox_demo.restore': 'Restaurar dados de demonstração',
  'sandbox_demo.hint':
    'Volta o banco local aos boletos e Pix de demonstração do primeiro uso, com datas a partir de hoje.',
  'sandbox_demo.confirm_title': 'Restaurar os dados de demonstração?',
  'sandbox_demo.confirm_text':
    'Isto apaga tudo o que você testou no banco local — boletos, Pix, pagamentos, transferências e devoluções — e o que o Balcão guardou deste perfil. Depois, os dados de demonstração são sincronizados de novo. Não afeta outros perfis.',
  'sandbox_demo.confirm': 'Apagar e restaurar',
  'sandbox_demo.cancel': 'Cancelar',
  'sandbox_demo.busy': 'Restaurando…',
  'sandbox_demo.done': 'Dados de demonstração restaurados: {boletos} boletos e {pix} Pix.',
};

export const en: Record<keyof typeof ptBR, string> = {
  'sandbox_demo.restore': 'Restore demo data',
  'sandbox_demo.hint':
    "Puts the local bank back to the first run's demo boletos and Pix, dated from today.",
  'sandbox_demo.confirm_title': 'Restore the demo data?',
  'sandbox_demo.confirm_text':
    'This erases everything you tried in the local bank — boletos, Pix, payments, transfers and refunds — and what Balcão kept for this profile. The demo data is then synced again. Other profiles are not touched.',
  'sandbox_demo.confirm': 'Erase and restore',
  'sandbox_demo.cancel': 'Cancel',
  'sandbox_demo.busy': 'Restoring…',
  'sandbox_demo.done': 'Demo data restored: {boletos} boletos and {pix} Pix codes.',
};
