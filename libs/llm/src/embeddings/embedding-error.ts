import { LlmError } from "../port.ts";

/** An embeddings call failed after its retries; `code` says how, as for chat calls. */
export class EmbeddingError extends LlmError {
  constructor(code: LlmError["code"], message: string) {
    super(code, message);
    this.name = "EmbeddingError";
  }
}
