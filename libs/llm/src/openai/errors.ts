import type { APIError } from "openai";
import { LlmError } from "../port.ts";
import { openAiLibrary } from "./library.ts";

/**
 * The failure of a call after the client's retries, as one of the port's codes. Messages are made
 * here from the status and the provider's error code only: a provider's free-text message may
 * echo the request, its headers or a masked key, so it is never passed on.
 */
export function toLlmError(error: unknown, retries: number): LlmError {
  if (error instanceof LlmError) return error;
  const { APIConnectionTimeoutError, APIError, APIUserAbortError } = openAiLibrary();
  const after = retries > 0 ? ` after ${retries} ${retries === 1 ? "retry" : "retries"}` : "";
  if (error instanceof APIUserAbortError) return new LlmError("runtime_error", "The model call was cancelled.");
  if (error instanceof APIConnectionTimeoutError) {
    return new LlmError("runtime_error", `The model endpoint did not answer in time${after}.`);
  }
  if (error instanceof APIError && typeof error.status === "number") {
    const code = providerCode(error);
    const detail = code ? ` (${code})` : "";
    if (error.status === 429) {
      return new LlmError(
        "quota_exceeded",
        `The model provider's quota was exceeded: it answered 429${after}${detail}.`,
      );
    }
    const retried = error.status >= 500 || error.status === 408 || error.status === 409;
    return new LlmError(
      "runtime_error",
      `The model endpoint answered ${error.status}${retried ? after : ""}${detail}.`,
    );
  }
  if (error instanceof APIError)
    return new LlmError("runtime_error", `The model endpoint could not be reached${after}.`);
  if (error instanceof SyntaxError)
    return new LlmError("runtime_error", "The model endpoint answered with malformed JSON.");
  return new LlmError(
    "runtime_error",
    `The model call failed (${error instanceof Error ? error.name : "unknown error"}).`,
  );
}

/** A provider error code such as `rate_limit_exceeded`: an identifier, kept only when it looks like one. */
export function providerCode(error: APIError): string | undefined {
  const code = error.code ?? error.type;
  return typeof code === "string" && /^[a-z0-9_.-]{1,64}$/i.test(code) ? code : undefined;
}
