import {
  documentKind,
  formatDocument,
  type BusinessDetails,
  type Profile,
} from '../../../../../preload/contract/index.ts';
import { invoke } from '../../../lib/api.ts';
import { beneficiaryName } from './beneficiary.ts';

/**
 * Who a printed document is from. With the owner's business details (Settings): the legal
 * name, CPF/CNPJ and address the FEBRABAN slip asks for, and the trade name and logo for the
 * Pix card and headers. Without them: the name best known (`beneficiaryName`), nothing else,
 * and the page hints on screen that Settings can fill the rest.
 */
export interface PrintedBusiness {
  /** Razão social, or the best known name; empty when none is known. */
  legalName: string;
  /** What customers know the business by: the trade name, else the legal name. */
  displayName: string;
  /** The CPF/CNPJ punctuated, or null. */
  document: string | null;
  /** `CNPJ: 11.222.333/0001-81` or `CPF: …`, or null. */
  documentLine: string | null;
  /** One line: street, number, complement — neighbourhood — city/UF — CEP. */
  addressLine: string | null;
  /** Phone and e-mail, when given, on one line. */
  contactLine: string | null;
  logo: string | null;
  /** False when Settings has no business details for the profile. */
  fromSettings: boolean;
}

/** The active profile's business details, or null (none given, or not readable now). */
export async function loadBusiness(): Promise<BusinessDetails | null> {
  const result = await invoke('business:get', {});
  return result.ok ? result.value : null;
}

export function documentLine(document: string): string {
  const label = documentKind(document) === 'cpf' ? 'CPF' : 'CNPJ';
  return `${label}: ${formatDocument(document)}`;
}

export function addressLine(address: BusinessDetails['address']): string {
  const street = [address.publicPlace, address.number, address.complement]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const zip = `${address.zipCode.slice(0, 5)}-${address.zipCode.slice(5)}`;
  return `${street} — ${address.neighborhood} — ${address.city}/${address.state} — CEP ${zip}`;
}

function phoneLine(digits: string): string {
  const number = digits.slice(2);
  const cut = number.length - 4;
  return `(${digits.slice(0, 2)}) ${number.slice(0, cut)}-${number.slice(cut)}`;
}

export function printedBusiness(
  details: BusinessDetails | null,
  fallback: { pixPayload?: string | null; profile: Pick<Profile, 'kind' | 'name'> | null },
): PrintedBusiness {
  if (!details) {
    const name = beneficiaryName(fallback);
    return {
      legalName: name,
      displayName: name,
      document: null,
      documentLine: null,
      addressLine: null,
      contactLine: null,
      logo: null,
      fromSettings: false,
    };
  }
  const contact = [details.phone ? phoneLine(details.phone) : null, details.email].filter(
    (part): part is string => Boolean(part),
  );
  return {
    legalName: details.legalName,
    displayName: details.tradeName ?? details.legalName,
    document: formatDocument(details.document),
    documentLine: documentLine(details.document),
    addressLine: addressLine(details.address),
    contactLine: contact.length > 0 ? contact.join(' · ') : null,
    logo: details.logo,
    fromSettings: true,
  };
}

/** "Agência/Código do beneficiário": the branch, when the owner gave it, then the account. */
export function beneficiaryCode(details: BusinessDetails | null, accountId: string): string {
  return details?.branch && accountId ? `${details.branch}/${accountId}` : accountId;
}

/** The beneficiary cell's first line: the legal name and its CPF/CNPJ. */
export function beneficiaryLine(business: PrintedBusiness): string {
  return business.documentLine
    ? `${business.legalName} — ${business.documentLine}`
    : business.legalName;
}
