/** Turns texts into vectors for similarity search. */
export interface Embedder {
  /** Names the model and its settings; vectors of different ids are never compared. */
  readonly id: string;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

export class EmbeddingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmbeddingError";
  }
}
