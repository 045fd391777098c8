import { maskDocument } from '../../../preload/contract/validators/document.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_BRANCH, SANDBOX_ISPB } from '../bank.ts';
import type { SandboxStore } from '../store.ts';
import { DEMO_RECEIVERS } from './demo-receivers.ts';

/**
 * The sandbox's DICT: who holds a Pix key, as a payment to it is initialized. It knows the
 * account's own keys, the demo receivers' keys (the businesses of the Pay screen), and a few
 * demo people, a supplier and a shop below — fictional, at fictional banks (ISPBs 99999901–03). Any
 * other key is held by nobody here (the bank's 404).
 */

/** One holder of a key, as the DICT answers it (the document is masked on the way out). */
export interface DictHolder {
  name: string;
  document: string;
  type: 'NATURAL' | 'LEGAL';
  participant: { name: string; ispb: string };
  number: string;
  branch: string;
}

const IMAGINARIO = { name: 'Banco Imaginario S.A.', ispb: '99999901' };
const FICTICIA = { name: 'Cooperativa Ficticia de Credito', ispb: '99999902' };
const INVENTADOS = { name: 'Pagamentos Inventados IP', ispb: '99999903' };

/** Demo people, a supplier and a shop, each with one key, for trying a transfer to someone else. */
export const DEMO_KEY_HOLDERS: readonly (DictHolder & { key: string })[] = [
  {
    key: 'ana@exemplo.com.br',
    name: 'Ana Paula Ribeiro',
    document: '52998224725',
    type: 'NATURAL',
    participant: IMAGINARIO,
    number: '310522',
    branch: '0042',
  },
  {
    key: 'bia@exemplo.com.br',
    name: 'Beatriz Lima Santos',
    document: '11144477735',
    type: 'NATURAL',
    participant: FICTICIA,
    number: '884120',
    branch: '3001',
  },
  {
    key: '+5521987654321',
    name: 'Carlos Eduardo Nunes',
    document: '39053344705',
    type: 'NATURAL',
    participant: INVENTADOS,
    number: '1045530',
    branch: '0001',
  },
  {
    key: '12345678909',
    name: 'Joao Pedro Almeida',
    document: '12345678909',
    type: 'NATURAL',
    participant: IMAGINARIO,
    number: '207781',
    branch: '0042',
  },
  {
    key: 'financeiro@fornecedora.com.br',
    name: 'Fornecedora Trigo Bom Ltda',
    document: '27485537000145',
    type: 'LEGAL',
    participant: INVENTADOS,
    number: '2204187',
    branch: '0001',
  },
  {
    key: '11444777000161',
    name: 'Mercadinho Bom Preco Ltda',
    document: '11444777000161',
    type: 'LEGAL',
    participant: FICTICIA,
    number: '660193',
    branch: '3001',
  },
];

/** A key's holder: the account's own, someone else's, or nobody's. */
export interface DictEntry {
  own: boolean;
  holder: DictHolder;
}

/**
 * What a payment initialization of a key keeps, beside the QR decodes' (the same table: both
 * are `payment-initialization`s, each endToEndId spent by one payment).
 */
export interface DictTarget extends DictEntry {
  kind: 'dict';
  key: string;
}

export function isDictTarget(target: unknown): target is DictTarget {
  return (
    typeof target === 'object' && target !== null && (target as { kind?: unknown }).kind === 'dict'
  );
}

/** The holder of `key` as the account asking sees it; undefined when nobody holds it here. */
export function findKeyHolder(
  store: SandboxStore,
  accountId: string,
  key: string,
): DictEntry | undefined {
  if (store.moneyOut.hasPixKey(accountId, key)) {
    return {
      own: true,
      holder: {
        name: SANDBOX_ACCOUNT_HOLDER.name,
        document: SANDBOX_ACCOUNT_HOLDER.document,
        type: 'LEGAL',
        participant: { name: 'Balcao Sandbox Bank', ispb: SANDBOX_ISPB },
        number: accountId,
        branch: SANDBOX_BRANCH,
      },
    };
  }
  const person = DEMO_KEY_HOLDERS.find((holder) => holder.key === key);
  if (person) {
    const { key: _key, ...holder } = person;
    return { own: false, holder };
  }
  const business = DEMO_RECEIVERS.find((receiver) => receiver.key === key);
  if (business) {
    return {
      own: false,
      holder: {
        name: business.name,
        document: business.document,
        type: business.holderType,
        participant: { name: business.bank.name, ispb: business.bank.ispb },
        number: business.account.number,
        branch: business.account.branch,
      },
    };
  }
  return undefined;
}

/** The DICT's beneficiary (assumption: the decode's shape, 2.1), the document masked. */
export function dictBeneficiary(holder: DictHolder) {
  return {
    number: holder.number,
    branch: holder.branch,
    type: 'CURRENT',
    participant: holder.participant,
    holder: { name: holder.name, document: maskDocument(holder.document), type: holder.type },
  };
}
