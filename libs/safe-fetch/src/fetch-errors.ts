/**
 * Why a fetch was refused or failed. `url_not_public` is the only reason found before any
 * connection (and then the API answers 422); the others end an import as `failed`.
 */
export type FetchFailureReason =
  | "url_not_public"
  | "dns_failed"
  | "redirect_not_allowed"
  | "too_many_redirects"
  | "too_large"
  | "timeout"
  | "unsupported_content_type"
  | "http_error"
  | "connection_failed";

export class FetchRefusedError extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
  ) {
    super(message);
    this.name = "FetchRefusedError";
  }
}
