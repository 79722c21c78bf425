import { AppError } from "@cx/errors";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Set on an answer that repeats the stored first answer instead of doing the work again. */
export const REPLAYED_HEADER = "idempotent-replayed";

/** 1 to 255 printable ASCII characters: room for a UUID, a ULID or a client's own scheme. */
const WELL_FORMED = /^[\x20-\x7e]{1,255}$/;

/** The request's `Idempotency-Key`, undefined when it sent none; a malformed one is 422. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return undefined;
  if (!WELL_FORMED.test(key)) {
    throw AppError.validation(
      [{ path: "/headers/idempotency-key", message: "must be 1 to 255 printable ASCII characters" }],
      "The Idempotency-Key header is malformed.",
    );
  }
  return key;
}
