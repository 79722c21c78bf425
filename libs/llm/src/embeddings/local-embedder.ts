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
/** Weights in quarters: a word 1, its pair with the word before it 0.5, each of its trigrams 0.25. */
const WORD_WEIGHT = 4;
const PAIR_WEIGHT = 2;
const TRIGRAM_WEIGHT = 1;

/**
 * Adds a feature's weight to its slot, the unsigned hash modulo the length, with a sign from the
 * hash's top bit so that collisions cancel out on average instead of piling up. Weights are
 * counted in quarters, in integers: each sum is exact, and the same as float32 additions of the
 * weights themselves give (they are exact too below 2^22 on one slot, far beyond any text).
 */
export type AddFeature = (quarters: Int32Array, state: number, weight: number) => void;

/**
 * Any length. The unsigned hash's modulo is computed on its two 16-bit halves: a uint32 above 2^31
 * is a double to the engine, whose modulo is a floating-point one, several times slower.
 */
const addFeature: AddFeature = (quarters, state, weight) => {
  const size = quarters.length;
  const slot = (((state >>> 16) % size) * (65536 % size) + (state & 0xffff)) % size;
  quarters[slot]! += weight * ((state >> 31) | 1);
};

/**
 * The default length, 384 = 3 × 128: the same slot as `addFeature`, from the hash's low seven bits
 * and the rest modulo a constant 3, which compiles to cheaper code than a modulo by a variable.
 */
const addFeature384: AddFeature = (quarters, state, weight) => {
  quarters[(((state >>> 7) % 3) << 7) | (state & 127)]! += weight * ((state >> 31) | 1);
};

/** The function that adds features to vectors of `dimensions` components. */
export function featureAdder(dimensions: number): AddFeature {
  return dimensions === 384 ? addFeature384 : addFeature;
}

/** What `wordCode` gives for a code unit between words, and for one that is not ASCII. */
const BETWEEN_WORDS = -1;
const NOT_ASCII = -2;

/**
 * A code unit as a word holds it. In ASCII text, words are runs of letters and digits, lower-cased
 * here; in spaced text (words already lower-cased and joined by one space), anything but a space.
 */
function wordCode(code: number, spaced: boolean): number {
  if (spaced) return code === SPACE ? BETWEEN_WORDS : code;
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return code;
  if (code >= 0x41 && code <= 0x5a) return code + 0x20;
  return code > 0x7f ? NOT_ASCII : BETWEEN_WORDS;
}

/**
 * Hashes every word of `text` into `quarters` in one pass over its characters: the word, its
 * trigrams between "<" and ">", and its pair with the word before it. False when an ASCII text
 * turns out not to be one (`quarters` then holds part of it).
 */
function addWords(quarters: Int32Array, text: string, add: AddFeature, spaced: boolean): boolean {
  const length = text.length;
  let previousPair = 0;
  let firstWord = true;
  let i = 0;
  for (;;) {
    let code = BETWEEN_WORDS;
    for (; code === BETWEEN_WORDS; i++) {
      if (i >= length) return true;
      code = wordCode(text.charCodeAt(i), spaced);
    }
    if (code === NOT_ASCII) return false;
    let word = WORD;
    let pair = PAIR;
    // The pair with the word before: that word's characters, a space, then this word's.
    let continued = fnvStep(previousPair, SPACE);
    // A rolling window over the trigram's three codes.
    let first = OPEN;
    let second = code;
    for (;;) {
      word = fnvStep(word, second);
      pair = fnvStep(pair, second);
      continued = fnvStep(continued, second);
      const next = i < length ? wordCode(text.charCodeAt(i), spaced) : BETWEEN_WORDS;
      if (next === NOT_ASCII) return false;
      const third = next === BETWEEN_WORDS ? CLOSE : next;
      add(quarters, fnvStep(fnvStep(fnvStep(TRIGRAM, first), second), third), TRIGRAM_WEIGHT);
      if (next === BETWEEN_WORDS) break;
      first = second;
      second = third;
      i++;
    }
    add(quarters, word, WORD_WEIGHT);
    if (!firstWord) add(quarters, continued, PAIR_WEIGHT);
    firstWord = false;
    previousPair = pair;
  }
}

/**
 * The words of a text that is not ASCII: NFKD-normalised, marks removed, lower-cased, split at
 * anything that is not a letter or a number, joined by single spaces. ASCII text (most of it)
 * needs none of these passes: its only letters and digits are ASCII ones.
 */
function spacedWordsOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join(" ");
}

/**
 * A deterministic embedder that needs no model download: words, word pairs and character
 * trigrams hashed into a fixed-size vector. Texts sharing words or word fragments ("refund",
 * "refunds") land near each other; it knows no synonyms, which a real model behind the
 * OpenAI-compatible adapter does. Pure computation: it may run in any thread (the knowledge
 * extraction pool embeds with it), always giving the same vectors.
 */
export function createLocalEmbedder(dimensions = LOCAL_DIMENSIONS): Embedder {
  const add = featureAdder(dimensions);
  const embedOne = (input: string): Float32Array => {
    const quarters = new Int32Array(dimensions);
    if (!addWords(quarters, input, add, false)) {
      quarters.fill(0);
      addWords(quarters, spacedWordsOf(input), add, true);
    }
    const vector = new Float32Array(dimensions);
    for (let i = 0; i < dimensions; i++) vector[i] = quarters[i]! / 4;
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
