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

/** Vectors are stored as base64 of their float32 bytes: a quarter of the size of a JSON array. */
export function encodeVector(vector: Float32Array): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64");
}

export function decodeVector(encoded: string): Float32Array {
  const bytes = Buffer.from(encoded, "base64");
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Float32Array(copy.buffer, 0, Math.floor(copy.length / 4));
}
