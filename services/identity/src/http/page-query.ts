import { AppError, type FieldError } from "@cx/errors";
import { pageSizeParam } from "@cx/http-kit";
import type { PageRequest } from "@cx/store";
import { t } from "elysia";

/**
 * Cursor pagination query (extension spec part 0). `page_size` is read as text and checked by
 * `pageSizeParam`: Elysia's coercion of integer query values reports range failures without the
 * field's path.
 */
export const PageQuery = t.Object({
  cursor: t.Optional(t.String({ maxLength: 512 })),
  page_size: t.Optional(t.String({ maxLength: 16 })),
});

export function pageRequest(query: { cursor?: string | undefined; page_size?: string | undefined }): PageRequest {
  const problems: FieldError[] = [];
  const pageSize = pageSizeParam(query.page_size, problems);
  if (problems.length > 0) throw AppError.validation(problems);
  return { cursor: query.cursor, pageSize };
}
