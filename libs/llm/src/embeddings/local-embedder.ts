import type { Embedder } from "../port.ts";
import { normalize } from "./vectors.ts";

export const LOCAL_DIMENSIONS = 384;

/** 32-bit FNV-1a: fast, stable across runs and processes, good enough spread for feature hashing. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function tokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

function add(vector: Float32Array, feature: string, weight: number): void {
  const hash = fnv1a(feature);
  // One bit of the hash picks the sign, so collisions cancel out on average instead of piling up.
  vector[hash % vector.length]! += hash & 0x80000000 ? -weight : weight;
}

/**
 * A deterministic embedder that needs no model download: words, word pairs and character
 * trigrams hashed into a fixed-size vector. Texts sharing words or word fragments ("refund",
 * "refunds") land near each other; it knows no synonyms, which a real model behind the
 * OpenAI-compatible adapter does.
 */
export function createLocalEmbedder(dimensions = LOCAL_DIMENSIONS): Embedder {
  const embedOne = (text: string): Float32Array => {
    const vector = new Float32Array(dimensions);
    const words = tokens(text);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      add(vector, `w:${word}`, 1);
      const next = words[i + 1];
      if (next) add(vector, `b:${word} ${next}`, 0.5);
      const padded = `<${word}>`;
      for (let j = 0; j + 3 <= padded.length; j++) add(vector, `c:${padded.slice(j, j + 3)}`, 0.25);
    }
    return normalize(vector);
  };
  return {
    id: `local-hash-v1:${dimensions}`,
    async embed(texts) {
      return texts.map(embedOne);
    },
  };
}
