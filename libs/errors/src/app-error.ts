import { type ErrorCode, statusOf } from "./codes.ts";

/**
 * The one error type of the platform. Use cases throw it; the HTTP kit turns it into the error
 * body of the specification. `details` must never carry submitted secrets.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  /** Extra response headers, such as `Retry-After` on `rate_limited`. */
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = statusOf(code);
    this.details = details;
    this.headers = headers;
  }

  static notFound(what = "resource"): AppError {
    return new AppError("not_found", `The ${what} was not found.`);
  }

  static forbidden(message = "You do not have access to this operation.", reason?: string) {
    return new AppError("forbidden", message, reason ? { reason } : undefined);
  }

  /**
   * 403 for a member whose role is below the operation's minimum: the message and `details` say
   * which role it needs and which one the caller has, so that nobody has to guess what to ask for.
   */
  static roleRequired(required: string, role: string): AppError {
    return new AppError("forbidden", `This operation needs the ${required} role; you are ${withArticle(role)}.`, {
      reason: "role_required",
      required_role: required,
      role,
    });
  }

  static unauthenticated(message = "Authentication is missing, invalid or revoked.") {
    return new AppError("unauthenticated", message);
  }

  /** 429 with `Retry-After`, so that every limit tells the caller the same way when to come back. */
  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError("rate_limited", message, { retry_after_seconds: seconds }, { "retry-after": String(seconds) });
  }

  static validation(fields: FieldError[], message = "The request is not valid.") {
    return new AppError("validation_failed", message, { fields });
  }
}

function withArticle(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

export interface FieldError {
  path: string;
  message: string;
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
