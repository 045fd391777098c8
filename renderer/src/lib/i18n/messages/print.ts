/**
 * Printing: the print pages' toolbar and what the screen says, the print actions, and the
 * period report. pt-BR first; `en` must have every key.
 */
export const ptBR = {
  // Print pages: the toolbar and what the screen says (the documents themselves are pt-BR)
  'print.toolbar': 'Impressão',
  'print.print': 'Imprimir',
  'print.back': 'Voltar',
  'print.loading': 'Preparando para imprimir…',
  'print.error': 'Não foi possível abrir para impressão: {reason}',
  'print.not_paid':
    'Esta cobrança ainda não tem pagamento registrado: não há comprovante a imprimir.',
  'print.finished.paid':
    'Esta cobrança já foi paga: a impressão sai marcada como PAGO, para não ser paga de novo.',
  'print.finished.expired':
    'Esta cobrança expirou e não pode mais ser paga: a impressão sai marcada como EXPIRADO.',
  'print.finished.cancelled':
    'Esta cobrança foi cancelada: a impressão sai marcada como CANCELADO.',
  'print.finished.carne':
    '{count} boleto(s) deste carnê já foram pagos, expiraram ou foram cancelados: saem marcados, para não serem pagos.',
  'print.size': 'Tamanho do papel',
  'print.carne_title': 'Carnê com {count} boletos',
  'print.carne_missing': 'O boleto {id} ficou fora do carnê: {reason}',

  // Printing and export from the app's screens
  'print.actions': 'Imprimir',
  'print.boleto': 'Imprimir boleto',
  'print.receipt': 'Recibo',
  'print.pix_card': 'Cartão Pix {size}',
  'print.to_printer': 'Imprimir…',
  'print.to_pdf': 'Salvar PDF',
  'print.preparing': 'Preparando…',
  'print.pdf_saved': 'PDF salvo em {path}',
  'print.failed': 'Não foi possível imprimir: {reason}',
  'report.open': 'Relatório do período',
  'report.open_hint': 'Totais das cobranças com vencimento de {from} a {to}',
  'report.title': 'Relatório de cobranças',
  'report.period': 'Vencimento de {from} a {to}',
  'report.generated': 'Gerado em {time} (horário de Brasília)',
  'report.caption': 'Cobranças por situação e tipo',
  'report.col_state': 'Situação',
  'report.col_total': 'Total',
  'report.col_count': 'Qtd.',
  'report.col_amount': 'Valor',
  'report.row_total': 'Total',
  'report.scope_title': 'O que entra neste relatório',
  'report.scope_included':
    'Boletos e Pix com vencimento cuja data de vencimento cai no período, em qualquer situação.',
  'report.scope_immediate':
    'Pix imediatos (QR code sem vencimento) não têm data de vencimento e ficam de fora.',
  'report.scope_amounts':
    'Os valores somam o valor de cada cobrança, e não o valor efetivamente pago.',
  'report.scope_source':
    'Dados guardados neste computador, conforme a última sincronização com o banco em {time}.',
  'report.scope_source_never':
    'Dados guardados neste computador; ainda não houve sincronização com o banco.',
  'error.print.browser':
    'No navegador, a própria página de impressão imprime e salva PDF: use o botão Imprimir dela.',
} as const;

export const en: Record<keyof typeof ptBR, string> = {
  'print.toolbar': 'Printing',
  'print.print': 'Print',
  'print.back': 'Back',
  'print.loading': 'Getting ready to print…',
  'print.error': 'Could not open this for printing: {reason}',
  'print.not_paid': 'This charge has no recorded payment yet: there is no receipt to print.',
  'print.finished.paid':
    'This charge has already been paid: it prints marked PAGO (paid), so it is not paid again.',
  'print.finished.expired':
    'This charge has expired and can no longer be paid: it prints marked EXPIRADO (expired).',
  'print.finished.cancelled': 'This charge was cancelled: it prints marked CANCELADO (cancelled).',
  'print.finished.carne':
    '{count} boleto(s) of this carnê were already paid, expired or cancelled: they print marked, so they are not paid.',
  'print.size': 'Paper size',
  'print.carne_title': 'Carnê of {count} boletos',
  'print.carne_missing': 'Boleto {id} was left out of the carnê: {reason}',

  'print.actions': 'Print',
  'print.boleto': 'Print boleto',
  'print.receipt': 'Receipt',
  'print.pix_card': 'Pix card {size}',
  'print.to_printer': 'Print…',
  'print.to_pdf': 'Save PDF',
  'print.preparing': 'Preparing…',
  'print.pdf_saved': 'PDF saved to {path}',
  'print.failed': 'Could not print: {reason}',
  'report.open': 'Period report',
  'report.open_hint': 'Totals of the charges due from {from} to {to}',
  'report.title': 'Charges report',
  'report.period': 'Due from {from} to {to}',
  'report.generated': 'Generated on {time} (Brasília time)',
  'report.caption': 'Charges by state and kind',
  'report.col_state': 'State',
  'report.col_total': 'Total',
  'report.col_count': 'Count',
  'report.col_amount': 'Amount',
  'report.row_total': 'Total',
  'report.scope_title': 'What this report includes',
  'report.scope_included':
    'Boletos and due-date Pix whose due date falls in the period, whatever their state.',
  'report.scope_immediate':
    'Immediate Pix (QR codes without a due date) have no due date and are left out.',
  'report.scope_amounts': "Amounts add up each charge's amount, not what was actually paid.",
  'report.scope_source': 'Data kept on this computer, as of the last sync with the bank on {time}.',
  'report.scope_source_never':
    'Data kept on this computer; it has not been synced with the bank yet.',
  'error.print.browser':
    'In the browser, the print page itself prints and saves PDFs: use its Print button.',
};
