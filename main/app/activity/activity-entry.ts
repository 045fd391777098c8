import type { ActivityEntry } from '../../../preload/contract/index.ts';
import type { ActivityRecord } from '../../cache/activity/activity-repo.ts';
import { writeDescriptors } from '../pipeline/registry.ts';
import { activityWhy } from './activity-reason.ts';

/**
 * An action as the screen and the CSV tell it: with the words its kind's descriptor names, and
 * its reason in the owner's terms.
 */
export function activityEntryOf(record: ActivityRecord): ActivityEntry {
  const descriptor = writeDescriptors[record.kind];
  return {
    ...record,
    words: descriptor.presentation.words,
    why: activityWhy(record.reason, descriptor),
  };
}
