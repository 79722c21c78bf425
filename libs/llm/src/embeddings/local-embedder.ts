import type { Embedder } from "../port.ts";
import { normalize } from "./vectors.ts";

export const LOCAL_DIMENSIONS = 384;

/**
 * 32-bit FNV-1a over UTF-16 code units: fast, stable across runs and processes, good enough spread
 * for feature hashing. Hashes are continued from a state, so that a feature (`w:` and a word, say)
 * is hashed without building its string: the same hash as FNV-1a over the concatenation.
 */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnvStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

function fnvRange(hash: number, text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

const WORD = fnvRange(FNV_OFFSET, "w:", 0, 2);
const PAIR = fnvRange(FNV_OFFSET, "b:", 0, 2);
const TRIGRAM = fnvRange(FNV_OFFSET, "c:", 0, 2);
const SPACE = 0x20;
const OPEN = 0x3c; // "<", before a word's first character in its trigrams
const CLOSE = 0x3e; // ">", after its last

function add(vector: Float32Array, state: number, weight: number): void {
  // The unsigned hash modulo the length, computed on its two 16-bit halves: a uint32 above 2^31
  // is a double to the engine, whose modulo is a floating-point one, several times slower.
  const size = vector.length;
  const slot = (((state >>> 16) % size) * (65536 % size) + (state & 0xffff)) % size;
  // One bit of the hash picks the sign, so collisions cancel out on average instead of piling up.
  vector[slot]! += state & 0x80000000 ? -weight : weight;
}

/** Words as `[start, end)` ranges of `text`. */
interface Words {
  text: string;
  starts: number[];
  ends: number[];
}

/** Whether every code unit of `text` is ASCII. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function isAsciiWordChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/**
 * The words of a text: NFKD-normalised, marks removed, lower-cased, split at anything that is not
 * a letter or a number. Pure ASCII text (most of it) needs none of the Unicode passes: ASCII
 * letters and digits are its only letters and numbers.
 */
function wordsOf(text: string): Words {
  const starts: number[] = [];
  const ends: number[] = [];
  if (isAscii(text)) {
    const lower = text.toLowerCase();
    let i = 0;
    while (i < lower.length) {
      while (i < lower.length && !isAsciiWordChar(lower.charCodeAt(i))) i++;
      const start = i;
      while (i < lower.length && isAsciiWordChar(lower.charCodeAt(i))) i++;
      if (i > start) {
        starts.push(start);
        ends.push(i);
      }
    }
    return { text: lower, starts, ends };
  }
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  let joined = "";
  for (const word of words) {
    starts.push(joined.length);
    joined += word;
    ends.push(joined.length);
  }
  return { text: joined, starts, ends };
}

/**
 * A deterministic embedder that needs no model download: words, word pairs and character
 * trigrams hashed into a fixed-size vector. Texts sharing words or word fragments ("refund",
 * "refunds") land near each other; it knows no synonyms, which a real model behind the
 * OpenAI-compatible adapter does. Pure computation: it may run in any thread (the knowledge
 * extraction pool embeds with it), always giving the same vectors.
 */
export function createLocalEmbedder(dimensions = LOCAL_DIMENSIONS): Embedder {
  const embedOne = (input: string): Float32Array => {
    const vector = new Float32Array(dimensions);
    const { text, starts, ends } = wordsOf(input);
    // One pass over each word's characters hashes the word, its trigrams, the start of its pair
    // with the next word, and the end of its pair with the previous one.
    let previousPair = 0;
    for (let w = 0; w < starts.length; w++) {
      const start = starts[w]!;
      const length = ends[w]! - start;
      let word = WORD;
      let pair = PAIR;
      let continued = fnvStep(previousPair, SPACE);
      // Trigrams of the word between "<" and ">": a rolling window over the three codes.
      let first = OPEN;
      let second = text.charCodeAt(start);
      for (let i = 0; i < length; i++) {
        const code = text.charCodeAt(start + i);
        word = fnvStep(word, code);
        pair = fnvStep(pair, code);
        continued = fnvStep(continued, code);
        const third = i + 1 < length ? text.charCodeAt(start + i + 1) : CLOSE;
        add(vector, fnvStep(fnvStep(fnvStep(TRIGRAM, first), second), third), 0.25);
        first = second;
        second = third;
      }
      add(vector, word, 1);
      if (w > 0) add(vector, continued, 0.5);
      previousPair = pair;
    }
    return normalize(vector);
  };
  return {
    id: `local-hash-v1:${dimensions}`,
    local: { dimensions },
    async embed(texts) {
      return texts.map(embedOne);
    },
  };
}
