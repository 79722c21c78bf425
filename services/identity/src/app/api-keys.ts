import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyListPage,
  type ApiKeyRole,
  type PageQuery,
  pageSizeOf,
  Topics,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { pendingEvent } from "@cx/outbox";
import { listPage } from "@cx/store";
import { newId, type WorkspaceId } from "../domain/ids.ts";
import { assertMayIssueKey } from "../domain/roles.ts";
import { newApiKey, sha256Hex } from "../domain/secrets.ts";
import type { ApiKeyDocument } from "../store/documents.ts";
import type { Actor } from "./actor.ts";
import type { IdentityDeps } from "./deps.ts";
import { requireText } from "./register.ts";

/** The key is returned here and never again; only its SHA-256 is stored. */
export async function createApiKey(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  actor: Actor,
  input: { name: string; role: ApiKeyRole },
): Promise<ApiKeyCreated> {
  const name = requireText(input.name, "/name");
  assertMayIssueKey(actor.role, input.role);
  const { key, keyPrefix } = newApiKey();
  const document: ApiKeyDocument = {
    _id: newId("key"),
    workspace_id: workspaceId,
    name,
    role: input.role,
    key_hash: sha256Hex(key),
    key_prefix: keyPrefix,
    created_by: actor.userId,
    created_at: deps.clock().toISOString(),
    last_used_at: null,
    revoked_at: null,
    revoked_by: null,
  };
  await deps.apiKeys.insert(workspaceId, document);
  deps.logger.info({ keyId: document._id, workspaceId, role: input.role }, "API key created");
  return { ...keyView(document, null), key };
}

/** Active keys, oldest first; `last_used_at` merged from the cache. Never the key itself. */
export async function listApiKeys(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  query: PageQuery,
): Promise<ApiKeyListPage> {
  const keys = await deps.apiKeys.page(workspaceId, { cursor: query.cursor, pageSize: pageSizeOf(query) });
  const lastUsed = await deps.keyUsage.merge(keys.items.map((k) => ({ id: k._id, lastUsedAt: k.last_used_at })));
  return listPage(keys, (items) => items.map((k) => keyView(k, lastUsed.get(k._id) ?? null)));
}

/** Revoked keys are refused at once by every gateway replica. An unknown or revoked id: 404. */
export async function revokeApiKey(deps: IdentityDeps, workspaceId: WorkspaceId, actor: Actor, keyId: string) {
  const key = await deps.apiKeys.findActive(workspaceId, keyId);
  if (!key) throw AppError.notFound("API key");
  await revoke(deps, workspaceId, key, actor.userId);
}

/** The keys a removed member created in the workspace. */
export async function revokeKeysOfMember(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  userId: string,
  revokedBy: string,
) {
  for (const key of await deps.apiKeys.activeCreatedBy(workspaceId, userId))
    await revoke(deps, workspaceId, key, revokedBy);
}

async function revoke(deps: IdentityDeps, workspaceId: WorkspaceId, key: ApiKeyDocument, revokedBy: string) {
  const now = deps.clock();
  const revoked = pendingEvent(Topics.IDENTITY_API_KEY_REVOKED, {
    workspace_id: workspaceId,
    key_id: key._id,
    key_prefix: key.key_prefix,
    role: key.role,
    revoked_by: revokedBy,
    occurred_at: now.toISOString(),
  });
  // Another request revoking the same key first is as good: it has told the gateways.
  if (!(await deps.apiKeys.revoke(workspaceId, key._id, revokedBy, now, [revoked]))) return;
  await deps.invalidator.apiKey(key._id);
  deps.logger.info({ keyId: key._id, workspaceId }, "API key revoked");
}

function keyView(key: ApiKeyDocument, lastUsedAt: string | null): ApiKey {
  return {
    id: key._id,
    name: key.name,
    role: key.role,
    key_prefix: key.key_prefix,
    created_at: key.created_at,
    created_by: key.created_by,
    last_used_at: lastUsedAt,
  };
}
