import type { z } from 'zod';

/**
 * Field errors keyed by JSON path (`$.payer.document`, `$.discount.items[1].date`), the
 * shape of the service's 400 validation problem. Messages read like the service's:
 * "<field> must …", "The <field> field is required.".
 */
export class FieldErrors {
  readonly #errors = new Map<string, string[]>();

  /** Adds a message to a path; `predicate` completes the field's name ("must be …"). */
  add(path: string, predicate: string): void {
    const message = `${fieldName(path)} ${predicate}`;
    const messages = this.#errors.get(path);
    if (messages) messages.push(message);
    else this.#errors.set(path, [message]);
  }

  /** Adds a message that reads as a whole sentence. */
  addSentence(path: string, sentence: string): void {
    const messages = this.#errors.get(path);
    if (messages) messages.push(sentence);
    else this.#errors.set(path, [sentence]);
  }

  /** Adds "The <field> field is required.". */
  addRequired(path: string): void {
    this.addSentence(path, `The ${fieldName(path)} field is required.`);
  }

  /** Adds zod issues under the body root `$`. */
  addIssues(issues: readonly z.core.$ZodIssue[]): void {
    for (const issue of issues) {
      const path = jsonPath(issue.path);
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys)
          this.add(jsonPath([...issue.path, key]), 'is not allowed in this request.');
      } else if (issue.code === 'invalid_type' && issue.input === undefined) {
        this.addRequired(path);
      } else {
        this.add(path, issue.message);
      }
    }
  }

  get isEmpty(): boolean {
    return this.#errors.size === 0;
  }

  has(path: string): boolean {
    return this.#errors.has(path);
  }

  toRecord(): Record<string, string[]> {
    return Object.fromEntries(this.#errors);
  }
}

/** `['discount', 'items', 1, 'date']` → `$.discount.items[1].date`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  let path = '$';
  for (const segment of segments) {
    path += typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`;
  }
  return path;
}

/** The last name in a path (`$.discount.items[1].date` → `date`); the root reads "The request body". */
function fieldName(path: string): string {
  const match = /([A-Za-z_][\w]*)(?:\[\d+\])*$/.exec(path);
  return match?.[1] ?? 'The request body';
}

/**
 * Per-parse zod error map with the service's wording for issues our wire schemas leave to
 * zod (types, enumerations). Schema-level messages take precedence over it.
 */
export function serviceErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required.' : `must be ${article(issue.expected)}.`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}.`;
    default:
      return 'is not valid.';
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** Parses `value` with a wire schema; on failure the issues land in `errors`. */
export function parseInto<T extends z.ZodType>(
  schema: T,
  value: unknown,
  errors: FieldErrors,
): z.output<T> | undefined {
  if (value === undefined) {
    errors.addSentence('$', 'A non-empty request body is required.');
    return undefined;
  }
  const result = schema.safeParse(value, { error: serviceErrorMap, reportInput: true });
  if (result.success) return result.data;
  errors.addIssues(result.error.issues);
  return undefined;
}
