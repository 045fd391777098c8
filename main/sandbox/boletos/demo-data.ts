import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import type { BoletoRecord, CreateBoletoRequest } from '../../domain/wire/boletos.ts';
import { SANDBOX_ISPB } from '../bank.ts';
import { boletoPix } from './boleto-pix.ts';
import { newBoletoRecord } from './boleto-record.ts';
import { DAYS_PAYABLE_AFTER_DUE } from './expiry.ts';
import type { SandboxStore } from '../store.ts';

/** How many boletos the demo account starts with. */
export const DEMO_BOLETO_COUNT = 40;

const PEOPLE = [
  'Ana Beatriz Souza',
  'João Pedro Oliveira',
  'Maria Eduarda Santos',
  'Lucas Gabriel Ferreira',
  'Juliana Costa Ribeiro',
  'Rafael Almeida Lima',
  'Camila Rodrigues Pereira',
  'Bruno Carvalho Gomes',
  'Fernanda Martins Araújo',
  'Thiago Barbosa Rocha',
  'Larissa Mendes Dias',
  'Gustavo Teixeira Nunes',
  'Patrícia Moreira Cardoso',
  'Felipe Azevedo Castro',
  'Aline Correia Pinto',
];
const COMPANIES = [
  'Padaria Pão Quente Ltda',
  'Mercadinho São Jorge ME',
  'Oficina Mecânica Dois Irmãos Ltda',
  'Papelaria Estrela do Norte Eireli',
  'Restaurante Sabor Mineiro Ltda',
  'Clínica Vida Plena S.A.',
  'Construtora Horizonte Ltda',
  'Floricultura Jardim das Flores ME',
];
const ADDRESSES = [
  {
    zipCode: '01310100',
    publicPlace: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  {
    zipCode: '20040020',
    publicPlace: 'Rua da Assembleia',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
  {
    zipCode: '30130010',
    publicPlace: 'Avenida Afonso Pena',
    neighborhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  {
    zipCode: '80020010',
    publicPlace: 'Rua XV de Novembro',
    neighborhood: 'Centro',
    city: 'Curitiba',
    state: 'PR',
  },
  {
    zipCode: '40020000',
    publicPlace: 'Avenida Sete de Setembro',
    neighborhood: 'Centro',
    city: 'Salvador',
    state: 'BA',
  },
];

/**
 * Inserts the demo boletos when the account has none: the last six months and a few due in
 * the future, every status (Cancelled has no API, so it is set directly), both types, both
 * wallets, Brazilian payers with valid CPFs and CNPJs. Returns how many were inserted.
 */
export async function insertDemoBoletos(
  store: SandboxStore,
  accountId: string,
  now: Date,
): Promise<number> {
  if (store.countBoletos(accountId) > 0) return 0;
  const today = todayInSaoPaulo(now);
  const records: BoletoRecord[] = [];
  for (let i = 0; i < DEMO_BOLETO_COUNT; i++) {
    records.push(await demoBoleto(store, accountId, i, today, now));
  }
  return store.insertBoletos(accountId, records);
}

async function demoBoleto(
  store: SandboxStore,
  accountId: string,
  i: number,
  today: string,
  now: Date,
): Promise<BoletoRecord> {
  // Oldest first, 4–5 days apart, over ~180 days; the last few are recent and due ahead.
  const createdDate = addDays(
    today,
    -Math.round(((DEMO_BOLETO_COUNT - 1 - i) * 180) / (DEMO_BOLETO_COUNT - 1)),
  );
  const createdAt = `${createdDate}T${String(12 + (i % 9)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000Z`;
  const dueDate = addDays(createdDate, 7 + (i % 4) * 7);
  const amountCents = 4_990 + ((i * 7_919) % 250_000);
  const type = i % 3 === 0 ? 'BANKSLIP_PIX' : 'BANKSLIP';
  const walletNumber = i % 5 === 4 ? '121' : '112';
  const correlationId = randomUUID();

  const record = newBoletoRecord({
    type,
    correlationId,
    amountCents,
    walletNumber,
    yourNumber: `NF-${String(1000 + i)}`,
    ourNumber:
      walletNumber === '121'
        ? String(900_000 + i)
        : String(store.allocateOurNumbers(accountId)).padStart(11, '0'),
    dueDate,
    payer: demoPayer(i),
    ...demoCharges(i, dueDate),
    createdAt: createdAt < now.toISOString() ? createdAt : now.toISOString(),
    accountId,
    ...(type === 'BANKSLIP_PIX' ? { pix: await boletoPix(correlationId, amountCents) } : {}),
  });
  return withDemoStatus(record, i, today);
}

function demoPayer(i: number): CreateBoletoRequest['payer'] {
  const company = i % 4 === 3;
  const name = company ? COMPANIES[i % COMPANIES.length]! : PEOPLE[i % PEOPLE.length]!;
  const address = ADDRESSES[i % ADDRESSES.length]!;
  const mailbox = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.');
  return {
    name,
    document: company ? generateCnpj() : generateCpf(),
    email: `${mailbox}@exemplo.com.br`,
    phone: { prefix: '11', number: `9${String(80_000_000 + i * 12_345).slice(0, 8)}` },
    address: { ...address, number: String(100 + i * 3) },
  };
}

function demoCharges(
  i: number,
  dueDate: string,
): Pick<CreateBoletoRequest, 'discount' | 'lateFine' | 'latePayment'> {
  if (i % 3 === 2) return {};
  return {
    lateFine: { type: 'PERCENTAGE', amount: 2 },
    latePayment: { type: 'PERCENTAGE_PER_MONTH', amount: 1 },
    ...(i % 6 === 1
      ? {
          discount: {
            type: 'FIXED',
            items: [
              { date: addDays(dueDate, -5), amount: 10 },
              { date: addDays(dueDate, -2), amount: 5 },
            ],
          },
        }
      : {}),
  };
}

/** Sets the status a boleto of this age would have by now. */
function withDemoStatus(record: BoletoRecord, i: number, today: string): BoletoRecord {
  const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:15:00.000Z`;
  if (i % 10 === 7) {
    return {
      ...record,
      status: 'Cancelled',
      updatedAt: at(addDays(record.createdAt.slice(0, 10), 1), 14),
    };
  }
  const paidDate = addDays(record.dueDate, -(i % 3));
  if (i % 2 === 0 && paidDate <= today) {
    const paidAt = at(paidDate, 15);
    const source = record.type === 'BANKSLIP_PIX' && i % 4 === 0 ? 'PIX' : 'BANKSLIP';
    return {
      ...record,
      status: 'Paid',
      payments: [
        {
          id: randomUUID(),
          amount: record.amount,
          paidAt,
          source,
          ...(source === 'PIX'
            ? {
                endToEndId: `E${SANDBOX_ISPB}${paidDate.replace(/-/g, '')}1500demo${String(i).padStart(7, '0')}`,
              }
            : {}),
        },
      ],
      updatedAt: paidAt,
    };
  }
  const expiresOn = addDays(record.dueDate, DAYS_PAYABLE_AFTER_DUE + 1);
  if (expiresOn <= today) return { ...record, status: 'Expired', updatedAt: at(expiresOn, 3) };
  return record;
}
