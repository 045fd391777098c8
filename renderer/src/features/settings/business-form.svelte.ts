import {
  businessDetailsInputSchema,
  formatDocument,
  MAX_LOGO_BYTES,
  type BusinessDetails,
  type BusinessDetailsParsed,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { maskZip } from '../../lib/format.ts';
import { checkInput, type Fields } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

export interface BusinessDraft {
  tradeName: string;
  legalName: string;
  document: string;
  zipCode: string;
  publicPlace: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  branch: string;
  phone: string;
  email: string;
  /** The picked logo as a data URL, or null for none. */
  logo: string | null;
  /** Why the picked file was not even read (too big, unreadable): an i18n key. */
  logoIssue: string | null;
}

export const BUSINESS_PATHS = [
  'tradeName',
  'legalName',
  'document',
  'address.zipCode',
  'address.publicPlace',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.state',
  'branch',
  'phone',
  'email',
  'logo',
] as const;

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The draft as the contract takes it: blank optional fields are "not given". */
export function businessInputOf(draft: BusinessDraft): Record<string, unknown> {
  return {
    tradeName: blankToNull(draft.tradeName),
    legalName: draft.legalName,
    document: draft.document,
    address: {
      zipCode: draft.zipCode,
      publicPlace: draft.publicPlace,
      number: draft.number,
      complement: draft.complement.trim() === '' ? undefined : draft.complement,
      neighborhood: draft.neighborhood,
      city: draft.city,
      state: draft.state,
    },
    branch: blankToNull(draft.branch),
    phone: blankToNull(draft.phone),
    email: blankToNull(draft.email)?.trim() ?? null,
    logo: draft.logo,
  };
}

/** Reads a picked file as a data URL; a file far over the limit is not read at all. */
export function readLogoFile(file: File): Promise<{ logo: string } | { issue: string }> {
  if (file.size > MAX_LOGO_BYTES) return Promise.resolve({ issue: 'v.logo.too_large' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        typeof reader.result === 'string'
          ? { logo: reader.result }
          : { issue: 'v.logo.unreadable' },
      );
    reader.onerror = () => resolve({ issue: 'v.logo.unreadable' });
    reader.readAsDataURL(file);
  });
}

/** The business details form in Settings: the contract's rules as the owner types. */
export class BusinessFormState extends DraftFormState<
  BusinessDraft,
  BusinessDetailsParsed,
  BusinessDetails
> {
  protected emptyDraft(): BusinessDraft {
    return {
      tradeName: '',
      legalName: '',
      document: '',
      zipCode: '',
      publicPlace: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      branch: '',
      phone: '',
      email: '',
      logo: null,
      logoIssue: null,
    };
  }

  /** Shows the details as stored. */
  load(details: BusinessDetails | null): void {
    this.reset();
    if (!details) return;
    this.draft = {
      tradeName: details.tradeName ?? '',
      legalName: details.legalName,
      document: formatDocument(details.document),
      zipCode: maskZip(details.address.zipCode),
      publicPlace: details.address.publicPlace,
      number: details.address.number,
      complement: details.address.complement ?? '',
      neighborhood: details.address.neighborhood,
      city: details.address.city,
      state: details.address.state,
      branch: details.branch ?? '',
      phone: details.phone ?? '',
      email: details.email ?? '',
      logo: details.logo,
      logoIssue: null,
    };
  }

  protected checkDraft(draft: BusinessDraft) {
    const fields: Fields = {};
    if (draft.logoIssue) fields.logo = [{ key: draft.logoIssue }];
    return checkInput(businessDetailsInputSchema, businessInputOf(draft), fields);
  }

  protected send(data: BusinessDetailsParsed) {
    return invoke('business:set', data);
  }

  protected isShownPath(path: string): boolean {
    return (BUSINESS_PATHS as readonly string[]).includes(path);
  }
}
