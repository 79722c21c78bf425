import { afterEach, describe, expect, it } from "bun:test";
import { RESOLVE_PRINCIPAL_PATH } from "@cx/contracts";
import { createEmbeddedStore, type Database, DuplicateKeyError, type IndexSpec, type StoredDocument } from "@cx/store";
import { PasswordHasher } from "../app/password-hasher.ts";
import { asWorkspaceId, newId } from "../domain/ids.ts";
import { newApiKey, newSessionToken, sha256Hex } from "../domain/secrets.ts";
import {
  createTestIdentity,
  INTERNAL_CALLER,
  sessionCallerOf,
  TEST_PASSWORD_COST,
  type TestIdentity,
  workspaceCallerOf,
} from "../testing/identity.ts";
import { COLLECTIONS, ensureIndexes } from "./collections.ts";
import { migrateStoredFields, STORED_FIELD_RENAMES } from "./migrations.ts";

const PASSWORD = "an old password";
const SIGNED_UP = "2026-01-05T09:00:00.000Z";
const LAST_USED = "2026-11-20T08:30:00.000Z";

const ana = newId("usr");
const bo = newId("usr");
const ws = newId("ws");
const session = newSessionToken();
const activeKey = { id: newId("key"), ...newApiKey() };
const revokedKey = { id: newId("key"), ...newApiKey() };
const passwordHash = await new PasswordHasher(TEST_PASSWORD_COST).hash(PASSWORD);

/** Any stored shape, old or new: these tests write past the typed repositories. */
const raw = (database: Database, name: string) => database.collection<StoredDocument & Record<string, unknown>>(name);

/** The indexes as the camelCase version created them, under the names the current ones use. */
const OLD_INDEXES: Record<string, IndexSpec[]> = {
  [COLLECTIONS.users]: [{ keys: { email: 1 }, unique: true, name: "email_unique" }],
  [COLLECTIONS.memberships]: [
    { keys: { workspaceId: 1, userId: 1 }, unique: true, name: "workspace_user_unique" },
    { keys: { userId: 1, joinedAt: 1 }, name: "user_joined" },
    { keys: { workspaceId: 1, joinedAt: 1 }, name: "workspace_joined" },
  ],
  [COLLECTIONS.sessions]: [
    { keys: { tokenHash: 1 }, unique: true, name: "token_hash_unique" },
    { keys: { expiresAt: 1 }, name: "expires_at" },
  ],
  [COLLECTIONS.apiKeys]: [
    { keys: { keyHash: 1 }, unique: true, name: "key_hash_unique" },
    { keys: { workspaceId: 1, createdAt: 1 }, name: "workspace_created" },
  ],
};

/** A database as the camelCase version of identity left it. */
async function writeOldShape(database: Database): Promise<number> {
  const documents: Record<string, (StoredDocument & Record<string, unknown>)[]> = {
    [COLLECTIONS.users]: [
      { _id: ana, email: "ana@example.com", name: "Ana", passwordHash, createdAt: SIGNED_UP },
      { _id: bo, email: "bo@example.com", name: "Bo", passwordHash, createdAt: SIGNED_UP },
    ],
    [COLLECTIONS.workspaces]: [
      { _id: ws, name: "Ana's team", createdBy: ana, createdAt: SIGNED_UP, ownerLockUntil: null },
    ],
    [COLLECTIONS.memberships]: [
      { _id: newId("mem"), workspaceId: ws, userId: ana, role: "owner", joinedAt: SIGNED_UP },
      { _id: newId("mem"), workspaceId: ws, userId: bo, role: "member", joinedAt: "2026-02-01T00:00:00.000Z" },
    ],
    [COLLECTIONS.sessions]: [
      {
        _id: newId("ses"),
        tokenHash: sha256Hex(session),
        userId: ana,
        remember: true,
        createdAt: "2026-11-21T10:00:00.000Z",
        expiresAt: "2026-12-21T10:00:00.000Z",
      },
    ],
    [COLLECTIONS.apiKeys]: [
      {
        _id: activeKey.id,
        workspaceId: ws,
        name: "CI",
        role: "admin",
        keyHash: sha256Hex(activeKey.key),
        keyPrefix: activeKey.keyPrefix,
        createdBy: ana,
        createdAt: SIGNED_UP,
        lastUsedAt: LAST_USED,
        revokedAt: null,
        revokedBy: null,
      },
      {
        _id: revokedKey.id,
        workspaceId: ws,
        name: "old deploy",
        role: "member",
        keyHash: sha256Hex(revokedKey.key),
        keyPrefix: revokedKey.keyPrefix,
        createdBy: ana,
        createdAt: SIGNED_UP,
        lastUsedAt: null,
        revokedAt: "2026-03-01T00:00:00.000Z",
        revokedBy: ana,
      },
    ],
  };
  let written = 0;
  for (const [name, indexes] of Object.entries(OLD_INDEXES)) await raw(database, name).createIndexes(indexes);
  for (const [name, docs] of Object.entries(documents)) {
    for (const doc of docs) await raw(database, name).insertOne(doc);
    written += docs.length;
  }
  return written;
}

async function snapshot(database: Database) {
  const collections: Record<string, unknown> = {};
  for (const name of Object.values(COLLECTIONS)) {
    const collection = raw(database, name);
    collections[name] = {
      documents: await collection.find({}, { sort: { _id: 1 } }),
      indexes: await collection.listIndexes(),
    };
  }
  return collections;
}

const isOld = (collection: string) => (field: string) => field in (STORED_FIELD_RENAMES[collection] ?? {});

describe("migrateStoredFields on a database of the camelCase version", () => {
  let identity: TestIdentity | undefined;
  afterEach(async () => {
    await identity?.close();
    identity = undefined;
  });

  it("rewrites every document and index onto the snake_case fields, values kept", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    try {
      const database = store.database("identity");
      const written = await writeOldShape(database);
      expect(await migrateStoredFields(database)).toBe(written);
      await ensureIndexes(database);

      for (const name of Object.values(COLLECTIONS)) {
        for (const doc of await raw(database, name).find({})) {
          expect(Object.keys(doc).filter(isOld(name))).toEqual([]);
        }
        for (const index of await raw(database, name).listIndexes()) {
          expect(Object.keys(index.keys).filter(isOld(name))).toEqual([]);
        }
      }
      expect(await raw(database, COLLECTIONS.users).findOne({ _id: ana })).toEqual({
        _id: ana,
        email: "ana@example.com",
        name: "Ana",
        password_hash: passwordHash,
        created_at: SIGNED_UP,
      });
      expect(await raw(database, COLLECTIONS.apiKeys).findOne({ _id: revokedKey.id })).toEqual({
        _id: revokedKey.id,
        workspace_id: ws,
        name: "old deploy",
        role: "member",
        key_hash: sha256Hex(revokedKey.key),
        key_prefix: revokedKey.keyPrefix,
        created_at: SIGNED_UP,
        created_by: ana,
        last_used_at: null,
        revoked_at: "2026-03-01T00:00:00.000Z",
        revoked_by: ana,
      });
      const uniqueKeys = async (name: string) =>
        (await raw(database, name).listIndexes())
          .filter((i) => i.unique)
          .map((i) => `${i.name}:${Object.keys(i.keys)}`);
      expect(await uniqueKeys(COLLECTIONS.memberships)).toContain("workspace_user_unique:workspace_id,user_id");
      expect(await uniqueKeys(COLLECTIONS.sessions)).toContain("token_hash_unique:token_hash");
      expect(await uniqueKeys(COLLECTIONS.apiKeys)).toContain("key_hash_unique:key_hash");
    } finally {
      await store.close();
    }
  });

  it("lets the migrated account sign in, and resolves its migrated session and API key", async () => {
    identity = await createTestIdentity({ seed: writeOldShape });
    const login = await identity.call("POST", "/api/v1/auth/login", {
      body: { email: "ana@example.com", password: PASSWORD },
    });
    expect(login.status).toBe(200);

    // Listed before the key is used, so the time shown is the migrated one, not this use's.
    const keys = await identity.call("GET", `/api/v1/workspaces/${ws}/api-keys`, {
      caller: workspaceCallerOf(ana, ws, "owner"),
    });
    expect(((await keys.json()) as { items: unknown[] }).items).toEqual([
      {
        id: activeKey.id,
        name: "CI",
        role: "admin",
        key_prefix: activeKey.keyPrefix,
        created_at: SIGNED_UP,
        created_by: ana,
        last_used_at: LAST_USED,
      },
    ]);
    const resolve = (kind: "session" | "api_key", token: string) =>
      identity!.call("POST", RESOLVE_PRINCIPAL_PATH, { body: { kind, token }, caller: INTERNAL_CALLER });
    const bySession = await resolve("session", session);
    expect(bySession.status).toBe(200);
    expect(await bySession.json()).toMatchObject({ userId: ana, via: "session", workspaces: { [ws]: "owner" } });
    const byKey = await resolve("api_key", activeKey.key);
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toMatchObject({ userId: ana, via: "api_key", workspaces: { [ws]: "admin" } });
    expect((await resolve("api_key", revokedKey.key)).status).toBe(401);

    const me = await identity.call("GET", "/api/v1/auth/me", { caller: sessionCallerOf(ana) });
    expect(await me.json()).toEqual({
      user: { id: ana, email: "ana@example.com", name: "Ana", created_at: SIGNED_UP },
      workspaces: [{ id: ws, name: "Ana's team", role: "owner" }],
    });
    expect(await identity.deps.workspaces.acquireOwnerLock(asWorkspaceId(ws), identity.now.value, 1_000)).toBe(true);
  });

  it("leaves unique indexes that hold on the new fields", async () => {
    identity = await createTestIdentity({ seed: writeOldShape });
    const database = identity.database;
    const duplicate = (name: string, doc: Record<string, unknown>) =>
      raw(database, name)
        .insertOne({ _id: `copy_${crypto.randomUUID()}`, ...doc })
        .then(
          () => "inserted",
          (error: unknown) => (error instanceof DuplicateKeyError ? "duplicate" : error),
        );
    expect(await duplicate(COLLECTIONS.users, { email: "ana@example.com" })).toBe("duplicate");
    expect(await duplicate(COLLECTIONS.memberships, { workspace_id: ws, user_id: bo, role: "admin" })).toBe(
      "duplicate",
    );
    expect(await duplicate(COLLECTIONS.sessions, { token_hash: sha256Hex(session), user_id: bo })).toBe("duplicate");
    expect(await duplicate(COLLECTIONS.apiKeys, { key_hash: sha256Hex(activeKey.key), workspace_id: ws })).toBe(
      "duplicate",
    );

    const again = await identity.call("POST", `/api/v1/workspaces/${ws}/members`, {
      caller: workspaceCallerOf(ana, ws, "owner"),
      body: { email: "bo@example.com", role: "admin" },
    });
    expect(again.status).toBe(409);
  });

  it("changes nothing when run again", async () => {
    identity = await createTestIdentity({ seed: writeOldShape });
    const before = await snapshot(identity.database);
    expect(await migrateStoredFields(identity.database)).toBe(0);
    await ensureIndexes(identity.database);
    expect(await snapshot(identity.database)).toEqual(before);
  });
});
