/**
 * Lexical similarity for the local engine: words folded (case, accents), function words dropped,
 * light suffix stripping so that "refunds", "refunded" and "refund" meet, and the cosine of the
 * term counts. It knows no synonyms; a real model behind the OpenAI-compatible adapter does.
 */

export const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have how i if in into is it its " +
    "me my of on or our please so that the their them then there these they this to us was we were what when " +
    "where which who why will with would you your yours i'm im it's let lets about just also any some than too very " +
    "hi hello hey thanks thank ok okay yes no not"
  ).split(" "),
);

/** Lower-case words without accents, in order. */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

export function stem(word: string): string {
  if (word.length <= 4 || /^\d+$/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (word.endsWith(suffix) && !word.endsWith("ss") && word.length - suffix.length >= 3) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** Content words of a text, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
}

function counts(items: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

/** Cosine similarity of the term counts of two texts: 0 (nothing shared) … 1 (same terms). */
export function similarity(a: string, b: string): number {
  const left = counts(terms(a));
  const right = counts(terms(b));
  if (left.size === 0 || right.size === 0) return 0;
  let dot = 0;
  for (const [term, n] of left) dot += n * (right.get(term) ?? 0);
  if (dot === 0) return 0;
  const norm = (map: Map<string, number>) => Math.sqrt([...map.values()].reduce((sum, n) => sum + n * n, 0));
  return dot / (norm(left) * norm(right));
}

/** Terms the two texts share, in the order they appear in `a`. */
export function sharedTerms(a: string, b: string): string[] {
  const right = new Set(terms(b));
  return [...new Set(terms(a).filter((t) => right.has(t)))];
}

/** Sentences (and lines), trimmed, without empty ones. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The most frequent content words (their first written form), ties in order of appearance. */
export function keywords(text: string, limit: number): string[] {
  const firstForm = new Map<string, string>();
  const frequency = new Map<string, number>();
  for (const word of words(text)) {
    if (STOP_WORDS.has(word) || word.length < 3 || /^\d+$/.test(word)) continue;
    const term = stem(word);
    if (!firstForm.has(term)) firstForm.set(term, word);
    frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  return [...frequency.entries()]
    .map(([term, n], order) => ({ term, n, order }))
    .sort((a, b) => b.n - a.n || a.order - b.order)
    .slice(0, limit)
    .map(({ term }) => firstForm.get(term)!);
}

export function truncate(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** Stable, non-cryptographic: identifiers derived from content. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
