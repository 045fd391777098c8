// Vitest prints errors it caught outside any test — a crashed worker, a rejection nobody
// awaited — in an "Unhandled Errors" block of its console output, and nowhere in its JSON
// report. CI shows only the end of a run's output, so the closing table repeats them.

const ansi = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const separator = /^⎯{5,}/;
const heading = /^⎯+\s*Unhandled (Error|Rejection)\s*⎯+$/;
const errorLine = /^(Caused by: )?[A-Za-z]*Error\b.*:/;

/**
 * The error lines (and their "Caused by:" lines) of every unhandled error in a Vitest run's
 * console output, one string per error, without colours or stack frames.
 */
export function unhandledErrors(output: string): string[] {
  const errors: string[] = [];
  let current: string[] | null = null;
  for (const raw of output.split('\n')) {
    const line = raw.replace(ansi, '').trim();
    if (heading.test(line)) {
      if (current?.length) errors.push(current.join(' ← '));
      current = [];
    } else if (current && separator.test(line)) {
      if (current.length) errors.push(current.join(' ← '));
      current = null;
    } else if (current && errorLine.test(line)) {
      current.push(line);
    }
  }
  if (current?.length) errors.push(current.join(' ← '));
  return errors;
}
