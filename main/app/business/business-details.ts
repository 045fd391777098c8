import type { BusinessDetails, BusinessDetailsParsed } from '../../../preload/contract/index.ts';
import type { SettingsStore } from '../profiles/settings-store.ts';
import { checkLogoBytes } from './logo.ts';

/**
 * The owner's business details, per profile, in the settings file (written whole and
 * atomically: a refusal or a crash leaves the previous details as they were).
 */

export function businessDetailsOf(
  settings: SettingsStore,
  profileId: string,
): BusinessDetails | null {
  return settings.value.businessDetails[profileId] ?? null;
}

export function saveBusinessDetails(
  settings: SettingsStore,
  profileId: string,
  input: BusinessDetailsParsed,
): BusinessDetails {
  if (input.logo !== null) checkLogoBytes(input.logo);
  const details: BusinessDetails = {
    tradeName: input.tradeName,
    legalName: input.legalName,
    document: input.document,
    address: input.address,
    branch: input.branch,
    phone: input.phone,
    email: input.email,
    logo: input.logo,
  };
  settings.update((s) => ({
    ...s,
    businessDetails: { ...s.businessDetails, [profileId]: details },
  }));
  return details;
}

export function clearBusinessDetails(settings: SettingsStore, profileId: string): void {
  settings.update((s) => {
    const { [profileId]: _old, ...others } = s.businessDetails;
    return { ...s, businessDetails: others };
  });
}
