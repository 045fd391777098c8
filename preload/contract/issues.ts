import type { z } from 'zod';
import type { AppError, FieldMessage } from './errors.ts';

/**
 * Turns zod issues into the bridge's field map: `payer.document → [{ key, params }]`.
 * Our schemas use i18n keys as messages; zod's own messages (types, sizes) are mapped to
 * generic keys so the user never sees a developer sentence.
 */
export function issuesToFields(
  issues: readonly z.core.$ZodIssue[],
): Record<string, FieldMessage[]> {
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    (fields[path] ??= []).push(issueToMessage(issue));
  }
  return fields;
}

function issueToMessage(issue: z.core.$ZodIssue): FieldMessage {
  if (issue.message.startsWith('v.')) {
    // A rule of ours may name what it found (`{ char, position }`): those travel with the key.
    const params = issue.code === 'custom' ? messageParams(issue.params) : undefined;
    return params ? { key: issue.message, params } : { key: issue.message };
  }
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1 && issue.origin === 'string'
        ? { key: 'v.required' }
        : { key: 'v.too_small', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'v.too_big', params: { max: Number(issue.maximum) } };
    case 'invalid_type':
      return { key: issue.input === undefined ? 'v.required' : 'v.invalid' };
    case 'invalid_value':
      return { key: 'v.choice' };
    default:
      return { key: 'v.invalid' };
  }
}

/** The string and number parameters of a custom issue, or undefined when it has none. */
function messageParams(given: unknown): FieldMessage['params'] {
  if (typeof given !== 'object' || given === null) return undefined;
  const params = Object.entries(given).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return params.length === 0 ? undefined : Object.fromEntries(params);
}

export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  return {
    code: 'validation',
    message: 'Some fields are not valid.',
    fields: issuesToFields(issues),
  };
}
