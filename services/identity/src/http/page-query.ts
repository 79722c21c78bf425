import { t } from "elysia";

export { pageQuery as pageRequest } from "@cx/http-kit";

/**
 * Cursor pagination query (extension spec part 0). `page_size` is read as text and checked by
 * `pageSizeParam`: Elysia's coercion of integer query values reports range failures without the
 * field's path.
 */
export const PageQuery = t.Object({
  cursor: t.Optional(t.String({ maxLength: 512 })),
  page_size: t.Optional(t.String({ maxLength: 16 })),
});
