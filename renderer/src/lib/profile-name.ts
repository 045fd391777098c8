import type { Profile } from '../../../preload/contract/index.ts';

/**
 * The name to show for a profile. The built-in local sandbox is named by main in Portuguese
 * and cannot be renamed, so it is shown in the UI's language; the owner's own profiles keep
 * the names they typed.
 */
export function profileName(
  profile: Pick<Profile, 'kind' | 'name'>,
  t: (key: 'kind.local-sandbox') => string,
): string {
  return profile.kind === 'local-sandbox' ? t('kind.local-sandbox') : profile.name;
}
