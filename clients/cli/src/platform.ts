/**
 * The platform as the command line uses it, through the typed client. Every failure becomes a
 * `CliError` that says what went wrong: the platform unreachable, the key refused, or the error
 * body the platform answered.
 */
import { randomUUID } from "node:crypto";
import { type CxClient, createCxClient } from "@cx/client";
import pRetry, { AbortError } from "p-retry";
import { ApiError, AuthError, ConnectionError } from "./errors.ts";
import type {
  Agent,
  Branch,
  Comparison,
  DeploymentHistoryEntry,
  DeploymentUpdate,
  Invocation,
  Page,
  TestHistory,
  TestListItem,
  Version,
} from "./shapes.ts";
import type { OpenApiDocument } from "./test-files/schema-check.ts";

const WS = "/api/v1/workspaces/{workspace_id}";
const PAGE_SIZE = 100;

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export interface PlatformOptions {
  baseUrl: string;
  /** A workspace API key, or else `session`. */
  apiKey?: string | undefined;
  /** A dashboard session token, sent as the `cx_session` cookie. */
  session?: string | undefined;
  workspace: string;
  fetch?: typeof globalThis.fetch;
  /** Retries of a request that could not reach the platform (network errors, 502/503/504). */
  retries?: number;
}

function errorOf(answer: Answer, what: string): Error {
  const { status } = answer.response;
  const body = (answer.error ?? {}) as { error?: { code?: string; message?: string; details?: unknown } };
  const code = body.error?.code;
  const message = body.error?.message;
  if (!code) {
    return new ConnectionError(`${what}: the platform answered ${status} without the API's error body`);
  }
  if (status === 401) return new AuthError(`${what}: the API key was refused (${code}: ${message})`);
  if (status === 403) return new AuthError(`${what}: not allowed with this API key (${code}: ${message})`);
  return new ApiError(status, code, `${what}: ${status} ${code}: ${message}`, body.error?.details);
}

const TRANSIENT = new Set([502, 503, 504]);

export class Platform {
  private readonly client: CxClient;
  private readonly ws: { workspace_id: string };
  private readonly retries: number;

  constructor(readonly options: PlatformOptions) {
    this.client = createCxClient({
      baseUrl: options.baseUrl,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      ...(options.session ? { headers: { cookie: `cx_session=${options.session}` } } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.ws = { workspace_id: options.workspace };
    this.retries = options.retries ?? 3;
  }

  /** One request, retried while the platform cannot be reached; an error answer is final. */
  private async send<T>(what: string, request: () => Promise<Answer>): Promise<T> {
    const answer = await pRetry(
      async () => {
        let answered: Answer;
        try {
          answered = await request();
        } catch (error) {
          throw new ConnectionError(`${what}: cannot reach ${this.options.baseUrl} (${(error as Error).message})`);
        }
        if (TRANSIENT.has(answered.response.status)) throw errorOf(answered, what);
        if (!answered.response.ok) throw new AbortError(errorOf(answered, what));
        return answered;
      },
      { retries: this.retries, minTimeout: 250, factor: 2 },
    );
    return answer.data as T;
  }

  private async allPages<T>(what: string, page: (cursor: string | undefined) => Promise<Answer>): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const next = await this.send<Page<T>>(what, () => page(cursor));
      items.push(...next.items);
      cursor = next.has_more && next.next_cursor ? next.next_cursor : undefined;
    } while (cursor);
    return items;
  }

  private pageQuery(cursor: string | undefined, extra: Record<string, string> = {}) {
    return { page_size: PAGE_SIZE, ...(cursor ? { cursor } : {}), ...extra };
  }

  listAgents(): Promise<Agent[]> {
    return this.allPages("list agents", (cursor) =>
      this.client.GET(`${WS}/agents`, { params: { path: this.ws, query: this.pageQuery(cursor) } as never }),
    );
  }

  getAgent(agentId: string): Promise<Agent> {
    return this.send(`agent ${agentId}`, () =>
      this.client.GET(`${WS}/agents/{agent_id}`, { params: { path: { ...this.ws, agent_id: agentId } } }),
    );
  }

  listBranches(agentId: string): Promise<Branch[]> {
    return this.allPages(`branches of agent ${agentId}`, (cursor) =>
      this.client.GET(`${WS}/agents/{agent_id}/branches`, {
        params: { path: { ...this.ws, agent_id: agentId }, query: this.pageQuery(cursor) } as never,
      }),
    );
  }

  getVersion(agentId: string, versionId: string): Promise<Version> {
    return this.send(`version ${versionId}`, () =>
      this.client.GET(`${WS}/agents/{agent_id}/versions/{version_id}`, {
        params: { path: { ...this.ws, agent_id: agentId, version_id: versionId } },
      }),
    );
  }

  /** Items of the test list: the whole workspace, or a folder's direct children. */
  listTests(folderId?: string): Promise<TestListItem[]> {
    return this.allPages(folderId ? `tests of folder ${folderId}` : "list tests", (cursor) =>
      this.client.GET(`${WS}/agent-tests`, {
        params: {
          path: this.ws,
          query: this.pageQuery(cursor, folderId ? { parent_folder_id: folderId } : {}),
        } as never,
      }),
    );
  }

  /** Starts an invocation; retried with one Idempotency-Key, so a retry never starts a second. */
  startInvocation(
    agentId: string,
    body: ({ test_ids: string[]; attached?: never } | { attached: true; test_ids?: never }) & {
      branch_id?: string;
      repeat_count: number;
      allow_real_tools: boolean;
    },
  ): Promise<Invocation> {
    const key = randomUUID();
    return this.send("start the test invocation", () =>
      this.client.POST(`${WS}/agents/{agent_id}/test-invocations`, {
        params: { path: { ...this.ws, agent_id: agentId }, header: { "Idempotency-Key": key } },
        body: body as never,
      }),
    );
  }

  /** Replaces the agent's traffic split; `force` (owners) deploys past the gate. */
  deploy(
    agentId: string,
    branches: { branch_id: string; percentage: string }[],
    force: boolean,
  ): Promise<DeploymentUpdate> {
    return this.send(`deploy agent ${agentId}`, () =>
      this.client.PUT(`${WS}/agents/{agent_id}/deployments`, {
        params: { path: { ...this.ws, agent_id: agentId }, query: force ? { force: "true" } : {} } as never,
        body: { branches },
      }),
    );
  }

  /** The agent's deployments, newest first, up to `limit`. */
  async deploymentHistory(agentId: string, limit: number): Promise<DeploymentHistoryEntry[]> {
    const items: DeploymentHistoryEntry[] = [];
    let cursor: string | undefined;
    do {
      const next = await this.send<Page<DeploymentHistoryEntry>>(`deployments of agent ${agentId}`, () =>
        this.client.GET(
          `${WS}/agents/{agent_id}/deployments/history` as never,
          {
            params: {
              path: { ...this.ws, agent_id: agentId },
              query: { page_size: Math.min(PAGE_SIZE, limit - items.length), ...(cursor ? { cursor } : {}) },
            },
          } as never,
        ),
      );
      items.push(...next.items);
      cursor = next.has_more && next.next_cursor ? next.next_cursor : undefined;
    } while (cursor && items.length < limit);
    return items.slice(0, limit);
  }

  getInvocation(invocationId: string): Promise<Invocation> {
    return this.send(`invocation ${invocationId}`, () =>
      this.client.GET(`${WS}/test-invocations/{invocation_id}`, {
        params: { path: { ...this.ws, invocation_id: invocationId } },
      }),
    );
  }

  /** The platform's OpenAPI document, whose schemas `cx test push` checks files against. */
  apiDocument(): Promise<OpenApiDocument> {
    const fetch = this.options.fetch ?? globalThis.fetch;
    const url = new URL("/openapi.json", this.options.baseUrl);
    return this.send("the API's document", async () => {
      const response = await fetch(url);
      const body = await response.json().catch(() => undefined);
      return response.ok ? { data: body, response } : { error: body, response };
    });
  }

  getTest(testId: string): Promise<Record<string, unknown>> {
    return this.send(`test ${testId}`, () =>
      this.client.GET(`${WS}/agent-tests/{test_id}`, { params: { path: { ...this.ws, test_id: testId } } }),
    );
  }

  /** Creates a test; retried with one Idempotency-Key, so a retry never creates a second. */
  createTest(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const key = randomUUID();
    return this.send(`create test ${String(body.name)}`, () =>
      this.client.POST(`${WS}/agent-tests`, {
        params: { path: this.ws, header: { "Idempotency-Key": key } } as never,
        body: body as never,
      }),
    );
  }

  replaceTest(testId: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.send(`replace test ${testId}`, () =>
      this.client.PUT(`${WS}/agent-tests/{test_id}`, {
        params: { path: { ...this.ws, test_id: testId } },
        body: body as never,
      }),
    );
  }

  getFolder(folderId: string): Promise<{ id: string; name: string; parent_folder_id: string | null }> {
    return this.send(`folder ${folderId}`, () =>
      this.client.GET(`${WS}/agent-test-folders/{folder_id}`, {
        params: { path: { ...this.ws, folder_id: folderId } },
      }),
    );
  }

  createFolder(name: string, parentFolderId: string | null): Promise<{ id: string; name: string }> {
    const key = randomUUID();
    return this.send(`create folder ${name}`, () =>
      this.client.POST(`${WS}/agent-test-folders`, {
        params: { path: this.ws, header: { "Idempotency-Key": key } } as never,
        body: { name, parent_folder_id: parentFolderId },
      }),
    );
  }

  /** How a test did over the newest invocations that ran it (part 10 of the extensions). */
  getTestHistory(
    testId: string,
    query: { agent_id?: string; branch_id?: string; limit?: number },
  ): Promise<TestHistory> {
    return this.send(`history of test ${testId}`, () =>
      this.client.GET(`${WS}/agent-tests/{test_id}/history`, {
        params: {
          path: { ...this.ws, test_id: testId },
          query: {
            ...(query.agent_id ? { agent_id: query.agent_id } : {}),
            ...(query.branch_id ? { branch_id: query.branch_id } : {}),
            ...(query.limit !== undefined ? { limit: String(query.limit) } : {}),
          },
        },
      }),
    );
  }

  /** An invocation against a baseline: an invocation id, or `previous` (part 10 of the extensions). */
  compareInvocations(invocationId: string, baseline: string): Promise<Comparison> {
    return this.send(`comparison of invocation ${invocationId} with ${baseline}`, () =>
      this.client.GET(`${WS}/test-invocations/{invocation_id}/compare`, {
        params: { path: { ...this.ws, invocation_id: invocationId }, query: { baseline } },
      }),
    );
  }

  /** The live updates of an invocation: the open response, its body a server-sent event stream. */
  openEvents(invocationId: string): Promise<Response> {
    return this.send<ReadableStream<Uint8Array>>(`live updates of invocation ${invocationId}`, () =>
      this.client.GET(`${WS}/test-invocations/{invocation_id}/events`, {
        params: { path: { ...this.ws, invocation_id: invocationId } },
        headers: { accept: "text/event-stream" },
        parseAs: "stream",
      }),
    ).then((body) => new Response(body));
  }
}
