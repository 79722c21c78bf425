import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, LiteralUnion, Name, Nullable, Page } from "../builders.ts";

/** An API key never carries `owner` (extension spec part 1). */
export const API_KEY_ROLES = ["member", "admin"] as const;
export const ApiKeyRole = LiteralUnion(API_KEY_ROLES, {
  description: "The role the key acts with in its workspace: `member` or `admin` (never `owner`).",
});
export type ApiKeyRole = Static<typeof ApiKeyRole>;

export const ApiKeyCreateBody = Body(
  {
    name: Name({ description: "A name that says what the key is for." }),
    role: Described(ApiKeyRole, "The key's role: `member` or `admin`, never above the creator's."),
  },
  { examples: [{ name: "CI", role: "member" }] },
);
export type ApiKeyCreateBody = Static<typeof ApiKeyCreateBody>;

/** A key as listed: never the secret itself. */
export const ApiKey = Type.Object({
  id: Type.String({ description: "The key's id (`key_...`)." }),
  name: Type.String({ description: "The key's name." }),
  role: ApiKeyRole,
  key_prefix: Type.String({ description: "The first characters of the secret, to tell keys apart." }),
  created_at: DateTime({ description: "When the key was created." }),
  created_by: Type.String({ description: "The user id of the admin who created it." }),
  last_used_at: Nullable(DateTime(), { description: "When the key last authenticated a request; null if never." }),
});
export type ApiKey = Static<typeof ApiKey>;

/** The one response that shows `key` (`cxk_` + at least 32 url-safe characters). */
export const API_KEY_PATTERN = "^cxk_[A-Za-z0-9_-]{32,}$";
export const ApiKeyCreated = Type.Object(
  {
    ...ApiKey.properties,
    key: Type.String({
      pattern: API_KEY_PATTERN,
      description:
        "The secret, shown only in this answer: send it as `Authorization: Bearer <key>`. It is stored hashed.",
    }),
  },
  {
    examples: [
      {
        id: "key_3k9x2m7q1w8e5r4t6y0u2i9o",
        name: "CI",
        role: "member",
        key_prefix: "cxk_EXAMPLEe",
        created_at: "2026-11-22T10:00:00.000Z",
        created_by: "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
        last_used_at: null,
        key: "cxk_EXAMPLEexampleEXAMPLEexampleEXAMPLE00",
      },
    ],
  },
);
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;

export const ApiKeyListPage = Page(ApiKey);
export type ApiKeyListPage = Static<typeof ApiKeyListPage>;
