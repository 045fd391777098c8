import { buildBarCode, digitableLineFromBarCode, sandboxFreeField } from '../../domain/boleto.ts';
import { centsToReais } from '../../domain/money.ts';
import type {
  BoletoRecord,
  BoletoType,
  CreateBoletoRequest,
  WalletNumber,
} from '../../domain/wire/boletos.ts';
import { accountFreeFieldDigits, SANDBOX_BANK_CODE, SANDBOX_BRANCH } from '../bank.ts';
import type { BoletoPix } from './boleto-pix.ts';

/** What a new boleto is made of, once validated; amounts in cents. */
export interface NewBoleto {
  type: BoletoType;
  correlationId: string;
  amountCents: number;
  walletNumber: WalletNumber;
  yourNumber: string;
  ourNumber: string;
  dueDate: string;
  payer: CreateBoletoRequest['payer'];
  beneficiary?: CreateBoletoRequest['beneficiary'];
  discount?: CreateBoletoRequest['discount'];
  lateFine?: CreateBoletoRequest['lateFine'];
  latePayment?: CreateBoletoRequest['latePayment'];
  /** ISO instant; also the first updatedAt. */
  createdAt: string;
  accountId: string;
  /** Present for BANKSLIP_PIX. */
  pix?: BoletoPix;
}

/**
 * The 2.4 record of a new boleto: `Pending`, no payments, bar code and digitable line of the
 * sandbox bank with a free field of wallet, our number, branch and account. The one place
 * that assembles records, for the create endpoint, demo data and seeding alike.
 */
export function newBoletoRecord(boleto: NewBoleto): BoletoRecord {
  const barCode = buildBarCode({
    bankCode: SANDBOX_BANK_CODE,
    dueDate: boleto.dueDate,
    amountCents: boleto.amountCents,
    freeField: sandboxFreeField({
      wallet: boleto.walletNumber,
      ourNumber: boleto.ourNumber,
      branch: SANDBOX_BRANCH,
      account: accountFreeFieldDigits(boleto.accountId),
    }),
  });
  // Key order follows the spec's table, so records read the same everywhere.
  return {
    type: boleto.type,
    correlationId: boleto.correlationId,
    amount: centsToReais(boleto.amountCents),
    walletNumber: boleto.walletNumber,
    yourNumber: boleto.yourNumber,
    ourNumber: boleto.ourNumber,
    dueDate: boleto.dueDate,
    barCode,
    digitableLine: digitableLineFromBarCode(barCode),
    ...(boleto.pix ?? {}),
    payer: boleto.payer,
    ...(boleto.beneficiary ? { beneficiary: boleto.beneficiary } : {}),
    ...(boleto.discount ? { discount: boleto.discount } : {}),
    ...(boleto.lateFine ? { lateFine: boleto.lateFine } : {}),
    ...(boleto.latePayment ? { latePayment: boleto.latePayment } : {}),
    status: 'Pending',
    payments: [],
    createdAt: boleto.createdAt,
    updatedAt: boleto.createdAt,
  };
}
