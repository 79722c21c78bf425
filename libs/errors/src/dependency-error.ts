/**
 * A dependency an operation needs failed: a model or embeddings provider that is down, refuses
 * the platform's settings or keeps answering 429. The request itself was fine, so the HTTP kit
 * answers 503 `unavailable` (extensions part 0), never 500. `dependency` names the kind of
 * dependency for the answer; the message is for the operator's log, and must be made without
 * secrets by whoever throws it.
 */
export class DependencyError extends Error {
  constructor(
    readonly dependency: string,
    message: string,
  ) {
    super(message);
    this.name = "DependencyError";
  }
}
