import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { PageRequest } from "@cx/store";
import { t } from "elysia";

/**
 * Cursor pagination query (extension spec part 0). `page_size` is read as text and checked here:
 * Elysia's coercion of integer query values reports range failures without the field's path.
 */
export const PageQuery = t.Object({
  cursor: t.Optional(t.String({ maxLength: 512 })),
  page_size: t.Optional(t.String({ maxLength: 16 })),
});

export function pageRequest(query: { cursor?: string | undefined; page_size?: string | undefined }): PageRequest {
  return { cursor: query.cursor, pageSize: pageSize(query.page_size) };
}

function pageSize(raw: string | undefined): number {
  if (raw === undefined) return PAGE_SIZE_DEFAULT;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < PAGE_SIZE_MIN || value > PAGE_SIZE_MAX) {
    throw AppError.validation([
      { path: "/page_size", message: `must be an integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}` },
    ]);
  }
  return value;
}
