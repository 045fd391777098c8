import type {
  ChargeKind,
  Locale,
  StatementDirection,
  StatementKind,
  StatementOrigin,
  StatementStatus,
} from '../../../preload/contract/index.ts';

/**
 * The statement's codes in the owner's words, for the files main writes (CSV, OFX): no kind,
 * direction, status or source leaves as a code. The screen has the same words in
 * `renderer/src/lib/i18n/messages/statement.ts`.
 */
export interface StatementWords {
  kind: Record<StatementKind, string>;
  direction: Record<StatementDirection, string>;
  status: Record<StatementStatus, string>;
  origin: Record<StatementOrigin, string>;
  /** The charge a received Pix paid, named in its reference (`statementReferenceText`). */
  charge: Record<ChargeKind, string>;
  header: {
    when: string;
    direction: string;
    kind: string;
    status: string;
    origin: string;
    counterparty: string;
    document: string;
    description: string;
    reference: string;
    endToEndId: string;
    amount: string;
    effect: string;
    id: string;
  };
  /** The file's name, before the date. */
  filename: string;
}

const ptBR: StatementWords = {
  kind: {
    'pix-received': 'Pix recebido',
    'boleto-paid': 'Boleto pago',
    'refund-received': 'Devolução recebida',
    'refund-sent': 'Devolução enviada',
    'qr-payment': 'Pagamento de QR code Pix',
    'key-transfer': 'Transferência Pix para chave',
    'boleto-payment': 'Pagamento de boleto',
    'pix-sent': 'Pix enviado',
    'split-share': 'Divisão de pagamento',
    'internal-transfer': 'Transferência entre contas',
    'external-transfer': 'TED',
  },
  direction: { in: 'Entrada', out: 'Saída' },
  status: {
    processing: 'Em processamento',
    completed: 'Concluído',
    failed: 'Falhou (não movimentou)',
  },
  origin: {
    bank: 'Lido do banco',
    event: 'Aviso do banco',
    app: 'Enviado por este app',
  },
  charge: {
    boleto: 'Boleto',
    'pix-immediate': 'Cobrança Pix',
    'pix-due-date': 'Cobrança Pix com vencimento',
  },
  header: {
    when: 'Data e hora',
    direction: 'Entrada ou saída',
    kind: 'Tipo',
    status: 'Situação',
    origin: 'Fonte',
    counterparty: 'Contraparte',
    document: 'CPF/CNPJ',
    description: 'Descrição',
    reference: 'Referência',
    endToEndId: 'Identificador Pix',
    amount: 'Valor',
    effect: 'Efeito no saldo',
    id: 'Identificador da linha',
  },
  filename: 'extrato',
};

const en: StatementWords = {
  kind: {
    'pix-received': 'Pix received',
    'boleto-paid': 'Boleto paid',
    'refund-received': 'Refund received',
    'refund-sent': 'Refund sent',
    'qr-payment': 'Pix QR code payment',
    'key-transfer': 'Pix transfer to a key',
    'boleto-payment': 'Boleto payment',
    'pix-sent': 'Pix sent',
    'split-share': 'Split share',
    'internal-transfer': 'Transfer between accounts',
    'external-transfer': 'TED (bank transfer)',
  },
  direction: { in: 'In', out: 'Out' },
  status: {
    processing: 'Processing',
    completed: 'Completed',
    failed: 'Failed (moved nothing)',
  },
  origin: {
    bank: 'Read from the bank',
    event: 'Bank notice',
    app: 'Sent by this app',
  },
  charge: {
    boleto: 'Boleto',
    'pix-immediate': 'Pix charge',
    'pix-due-date': 'Pix charge with a due date',
  },
  header: {
    when: 'Date and time',
    direction: 'In or out',
    kind: 'Type',
    status: 'Status',
    origin: 'Source',
    counterparty: 'Counterparty',
    document: 'CPF/CNPJ',
    description: 'Description',
    reference: 'Reference',
    endToEndId: 'Pix id',
    amount: 'Amount',
    effect: 'Effect on the balance',
    id: 'Line id',
  },
  filename: 'statement',
};

export function statementWords(locale: Locale): StatementWords {
  return locale === 'en' ? en : ptBR;
}
