/** An answer of the API that is not a success, with the error body of part 2.1 when it had one. */
export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** `error.details.fields`: the JSON-pointer paths the API named, each with its message. */
  get fields(): FieldError[] {
    const fields = this.details.fields;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (f): f is FieldError =>
        typeof f === "object" && f !== null && typeof f.path === "string" && typeof f.message === "string",
    );
  }

  /** The message for one field (`/name`), or for anything below it when `nested`. */
  fieldMessage(path: string, nested = false): string | undefined {
    const found = this.fields.filter((f) => f.path === path || (nested && f.path.startsWith(`${path}/`)));
    return found.length ? found.map((f) => f.message).join("; ") : undefined;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/** The ApiError an answer stands for. */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === "string" ? error.code : `http_${response.status}`;
  const message =
    typeof error?.message === "string"
      ? error.message
      : response.status === 503
        ? "The platform is unavailable."
        : `The platform answered ${response.status}.`;
  const details =
    typeof error?.details === "object" && error.details !== null ? (error.details as Record<string, unknown>) : {};
  return new ApiError(response.status, code, message, details);
}

/** The data of an openapi-fetch answer, or its error thrown as an ApiError. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response, error);
  return data as T;
}

/** A message a person can read, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return "The platform could not be reached.";
  return error instanceof Error ? error.message : String(error);
}

/** Worth retrying: the platform was unavailable (503) or could not be reached at all. */
export function isUnavailable(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 503) || error instanceof TypeError;
}
