/**
 * Turns what the user typed into an FTS5 MATCH expression that finds rows whose indexed
 * words start with each of the user's words, in any column, in any order.
 *
 * Injection safety: every term is a double-quoted FTS5 string built only from letters and
 * digits (`\p{L}`, `\p{N}`), so quotes, `*`, `^`, `:`, parentheses and the words AND / OR /
 * NOT / NEAR typed by the user are never syntax. Splitting on everything else matches how
 * the `unicode61` tokenizer splits the indexed text.
 */

/** Runs of letters, marks and digits: the tokens `unicode61` would produce. */
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
/** A word made only of digits and the punctuation documents and numbers are written with. */
const NUMBER_LIKE = /^[\d.\-/]*\d[\d.\-/]*$/;
/** Words beyond this are ignored: a search box, not a query language. */
const MAX_WORDS = 8;

/**
 * Returns the MATCH expression, or null when the text has nothing searchable (empty, or only
 * punctuation), in which case the caller applies no text filter.
 */
export function buildSearchMatch(text: string): string | null {
  const terms = text
    .trim()
    .split(/\s+/)
    .slice(0, MAX_WORDS)
    .map(termForWord)
    .filter((t): t is string => t !== null);
  return terms.length === 0 ? null : terms.join(' AND ');
}

function termForWord(word: string): string | null {
  const tokens = word.match(TOKEN) ?? [];
  if (tokens.length === 0) return null;
  const phrase = prefixPhrase(tokens);
  if (!NUMBER_LIKE.test(word) || tokens.length === 1) return phrase;
  // "123.456.789-09" or "2024-001": the document's digits-only column holds "12345678909",
  // while a your-number "2024-001" is indexed as the words "2024" "001". Either may match.
  return `(${prefixPhrase([tokens.join('')])} OR ${phrase})`;
}

/** `["nf", "20"]` → `"nf 20"*`: the words in order, the last one as a prefix. */
function prefixPhrase(tokens: string[]): string {
  return `"${tokens.join(' ')}"*`;
}

/**
 * `123.456.789-09` → `12345678909`: the digits-only column a full-text index keeps beside a
 * document, so a document is found however it was typed.
 */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}
