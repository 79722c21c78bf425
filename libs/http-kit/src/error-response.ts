import { AppError, type FieldError, toErrorBody } from "@cx/errors";

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function errorResponse(error: AppError): Response {
  return jsonResponse(error.status, toErrorBody(error), error.headers);
}

interface TypeBoxIssue {
  path?: string;
  message?: string;
  summary?: string;
  value?: unknown;
}

/**
 * Turns schema failures into `{path, message}` pairs. The submitted value is never part of the
 * answer: a message that happens to contain it (a password typed into the wrong field, say) has
 * it cut out.
 */
export function fieldErrorsFrom(issues: TypeBoxIssue[], prefix = ""): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const path = `${prefix}${issue.path ?? ""}`;
    let message =
      issue.message === "Expected union value" && issue.summary ? issue.summary : (issue.message ?? "is invalid");
    if (typeof issue.value === "string" && issue.value.length >= 3) message = message.split(issue.value).join("…");
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fields.push({ path, message });
  }
  return fields;
}

export function validationFailed(fields: FieldError[]): AppError {
  return AppError.validation(fields);
}
