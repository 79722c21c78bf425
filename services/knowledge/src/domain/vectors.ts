/**
 * Cosine distance (1 − cosine similarity, 0 identical … 2 opposite) of two unit vectors. A zero
 * vector is at distance 1 from everything: unrelated, neither near nor opposite.
 */
export function cosineDistance(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  let dot = 0;
  for (let i = 0; i < n; i++) dot += a[i]! * b[i]!;
  return Math.min(2, Math.max(0, 1 - dot));
}

/**
 * Vectors of one length are stored one after another as base64 of their float32 bytes: a quarter
 * of the size of JSON arrays, and one string for a whole group of chunks rather than one each.
 */
export function encodeVectors(vectors: readonly Float32Array[]): string {
  return Buffer.from(packVectors(vectors).buffer).toString("base64");
}

/** Vectors one after another in one array: one buffer to encode, or to copy across a thread boundary. */
export function packVectors(vectors: readonly Float32Array[]): Float32Array {
  const packed = new Float32Array(vectors.reduce((sum, vector) => sum + vector.length, 0));
  let at = 0;
  for (const vector of vectors) {
    packed.set(vector, at);
    at += vector.length;
  }
  return packed;
}

/** The `count` vectors of `encodeVectors`' text, as views over one copy of its bytes. */
export function decodeVectors(encoded: string, count: number): Float32Array[] {
  const bytes = Buffer.from(encoded, "base64");
  // Copied: a decoded Buffer may start at an offset a Float32Array cannot.
  const floats = new Float32Array(Math.floor(bytes.length / 4));
  new Uint8Array(floats.buffer).set(bytes.subarray(0, floats.length * 4));
  const dimensions = count > 0 ? floats.length / count : 0;
  if (!Number.isInteger(dimensions)) throw new RangeError(`${floats.length} floats are not ${count} vectors`);
  return Array.from({ length: count }, (_, i) => floats.subarray(i * dimensions, (i + 1) * dimensions));
}
