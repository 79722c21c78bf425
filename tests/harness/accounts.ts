import { randomUUID } from "node:crypto";
import { ApiClient } from "./api-client.ts";

/** A signed-up user: a client holding their session cookie, their ids and credentials. */
export interface Account {
  api: ApiClient;
  userId: string;
  /** The owner workspace created with the account. */
  workspaceId: string;
  email: string;
  password: string;
}

export interface SignUpOverrides {
  email?: string;
  name?: string;
  password?: string;
  workspace_name?: string;
  /** Client options, e.g. `{ csrf: false }` to leave the CSRF header off. */
  client?: ConstructorParameters<typeof ApiClient>[1];
}

/** A fresh address for every call, so suites never collide with one another or a previous run. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID()}@example.com`;
}

function fail(step: string, response: { status: number; text: string }): never {
  throw new Error(`${step} answered ${response.status}: ${response.text}`);
}

/** Registers (202), logs in (200, keeps the cookie) and reads `/auth/me` for the ids. */
export async function signUp(baseUrl: string, overrides: SignUpOverrides = {}): Promise<Account> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? `pw-${randomUUID()}`;
  const api = new ApiClient(baseUrl, overrides.client ?? {});
  const registered = await api.request("POST", "/api/v1/auth/register", {
    email,
    name: overrides.name ?? email.split("@")[0],
    password,
    workspace_name: overrides.workspace_name ?? `Workspace of ${email}`,
  });
  if (registered.status !== 202) fail("register", registered);
  const login = await api.request("POST", "/api/v1/auth/login", { email, password });
  if (login.status !== 200) fail("login", login);
  const me = await api.request("GET", "/api/v1/auth/me");
  if (me.status !== 200) fail("GET /auth/me", me);
  const workspaceId: string | undefined = me.json.workspaces?.[0]?.id;
  if (!workspaceId) throw new Error(`a new account has no workspace: ${me.text}`);
  return { api, userId: me.json.user.id, workspaceId, email, password };
}

/** Creates an API key in the workspace through `api`'s session; `key` is the bearer secret. */
export async function createApiKey(
  api: ApiClient,
  workspaceId: string,
  role: "member" | "admin" = "admin",
  name = `key-${randomUUID().slice(0, 8)}`,
): Promise<{ id: string; key: string }> {
  const created = await api.request("POST", `/api/v1/workspaces/${workspaceId}/api-keys`, { name, role });
  if (created.status !== 201) fail("create API key", created);
  return { id: created.json.id, key: created.json.key };
}
