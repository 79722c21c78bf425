import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, LiteralUnion, Name, Nullable, Page } from "../builders.ts";

/** An API key never carries `owner` (extension spec part 1). */
export const API_KEY_ROLES = ["member", "admin"] as const;
export const ApiKeyRole = LiteralUnion(API_KEY_ROLES);
export type ApiKeyRole = Static<typeof ApiKeyRole>;

export const ApiKeyCreateBody = Body({
  name: Name(),
  role: ApiKeyRole,
});
export type ApiKeyCreateBody = Static<typeof ApiKeyCreateBody>;

/** A key as listed: never the secret itself. */
export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: ApiKeyRole,
  key_prefix: Type.String(),
  created_at: DateTime(),
  created_by: Type.String(),
  last_used_at: Nullable(DateTime()),
});
export type ApiKey = Static<typeof ApiKey>;

/** The one response that shows `key` (`cxk_` + at least 32 url-safe characters). */
export const API_KEY_PATTERN = "^cxk_[A-Za-z0-9_-]{32,}$";
export const ApiKeyCreated = Type.Object({
  ...ApiKey.properties,
  key: Type.String({ pattern: API_KEY_PATTERN }),
});
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;

export const ApiKeyListPage = Page(ApiKey);
export type ApiKeyListPage = Static<typeof ApiKeyListPage>;
