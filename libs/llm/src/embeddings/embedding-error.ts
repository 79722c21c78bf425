import { LlmError } from "../port.ts";

/**
 * An embeddings call failed after its retries; `code` says how, as for chat calls. `retryable` is
 * false when the endpoint refused in a way no later attempt changes (a wrong URL, key or model):
 * the caller then gives up at once, and the message names the setting to change.
 */
export class EmbeddingError extends LlmError {
  readonly retryable: boolean;

  constructor(code: LlmError["code"], message: string, options: { retryable?: boolean } = {}) {
    super(code, message, "embeddings");
    this.name = "EmbeddingError";
    this.retryable = options.retryable ?? true;
  }
}
