export interface ChunkingOptions {
  /** Largest chunk, in characters. */
  maxChars: number;
  /** Characters of the previous chunk repeated at the start of the next one, so that a sentence
   * cut by a boundary is still whole in one of the two. */
  overlapChars: number;
}

export const DEFAULT_CHUNKING: ChunkingOptions = { maxChars: 1000, overlapChars: 200 };

export interface Chunk {
  index: number;
  text: string;
  /** Offsets into the source text, `end` exclusive. */
  start: number;
  end: number;
}

/** Where to cut, best first: a paragraph, a line, the end of a sentence, then any space. */
const BREAKS: readonly RegExp[] = [/\n\s*\n/g, /\n/g, /[.!?;:]["')\]]?\s/g, /\s/g];

function lastBreak(text: string, from: number, to: number): number | null {
  const window = text.slice(from, to);
  for (const pattern of BREAKS) {
    let cut: number | null = null;
    for (const match of window.matchAll(pattern)) cut = from + match.index + match[0].length;
    if (cut !== null && cut > from) return cut;
  }
  return null;
}

/** The first word start at or after `position` (a chunk never begins mid-word when it can help it). */
function wordStart(text: string, position: number, limit: number): number {
  if (position === 0 || /\s/.test(text[position - 1] ?? " ")) return position;
  for (let i = position; i < limit; i++) if (/\s/.test(text[i] ?? "")) return i + 1;
  return position;
}

/**
 * Splits text into overlapping chunks of at most `maxChars`, cutting at the most natural boundary
 * in the second half of each window. Pure and deterministic: the same text gives the same chunks,
 * which is what makes re-indexing idempotent.
 */
export function splitIntoChunks(text: string, options: ChunkingOptions = DEFAULT_CHUNKING): Chunk[] {
  const { maxChars, overlapChars } = options;
  if (maxChars < 1 || overlapChars < 0 || overlapChars >= maxChars) {
    throw new RangeError("chunking needs maxChars >= 1 and 0 <= overlapChars < maxChars");
  }
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    while (start < text.length && /\s/.test(text[start] ?? "")) start++;
    if (start >= text.length) break;
    let end = Math.min(start + maxChars, text.length);
    if (end < text.length) end = lastBreak(text, start + Math.floor(maxChars / 2), end) ?? end;
    const body = text.slice(start, end);
    const trimmed = body.trimEnd();
    if (trimmed.length > 0) {
      chunks.push({ index: chunks.length, text: trimmed, start, end: start + trimmed.length });
    }
    if (end >= text.length) break;
    const back = Math.max(end - overlapChars, start + 1);
    start = wordStart(text, back, end);
  }
  return chunks;
}
