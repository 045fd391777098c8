import {
  businessDetailsInputSchema,
  formatDocument,
  MAX_LOGO_BYTES,
  type BusinessDetails,
  type BusinessDetailsParsed,
} from '../../../../preload/contract/index.ts';
import { emptyAddress } from '../../lib/address-draft.ts';
import { invoke } from '../../lib/api.ts';
import { maskZip } from '../../lib/format.ts';
import { checkInput, type AddressDraft, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

export interface BusinessDraft extends AddressDraft {
  tradeName: string;
  legalName: string;
  document: string;
  branch: string;
  phone: string;
  email: string;
  /** The picked logo as a data URL, or null for none. */
  logo: string | null;
  /** Why the picked file was not even read (too big, unreadable): an i18n key. */
  logoIssue: string | null;
}

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

function emptyBusiness(): BusinessDraft {
  return {
    tradeName: '',
    legalName: '',
    document: '',
    ...emptyAddress(),
    branch: '',
    phone: '',
    email: '',
    logo: null,
    logoIssue: null,
  };
}

/** The business details form in Settings: the contract's rules as the owner types. */
export function businessForm() {
  const form = new FormState({
    empty: emptyBusiness,
    check: (draft: BusinessDraft) => {
      const fields: Fields = {};
      if (draft.logoIssue) fields.logo = [{ key: draft.logoIssue }];
      return checkInput(businessDetailsInputSchema, businessInputOf(draft), fields);
    },
    send: (data: BusinessDetailsParsed) => invoke('business:set', data),
  });
  return withParts(form, {
    /** Shows the details as stored. */
    load(details: BusinessDetails | null): void {
      form.reset();
      if (!details) return;
      form.draft = {
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
    },
  });
}

export type BusinessForm = ReturnType<typeof businessForm>;
