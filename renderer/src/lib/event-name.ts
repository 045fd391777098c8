import { webhookEventTypes } from '../../../preload/contract/index.ts';
import { t } from './i18n/index.svelte.ts';

/** A bank event's name in words; a type this version does not know shows as the bank sent it. */
export function eventName(type: string): string {
  return (webhookEventTypes as readonly string[]).includes(type) ? t(`event.${type}`) : type;
}
