/**
 * The command line, parsed with Node's own `parseArgs`: `cx <group> <command> [flags]`. Anything
 * it does not know is a usage error (exit 2), never a guess.
 */
import { parseArgs } from "node:util";
import { UsageError } from "./errors.ts";

export const USAGE = `Usage:
  cx test run --agent <agent_id> [--branch <branch_id>] [--tests <id,id> | --folder <folder_id> | --attached]
              [--repeat N] [--real-tools] [--junit <file>] [--json]
              [--baseline <invocation_id | previous>] [--fail-on failure | regression]
  cx test compare <invocation_id> <baseline_id | previous> [--json]
  cx test history <test_id> [--agent <agent_id>] [--branch <branch_id>] [--limit N] [--json]
  cx test pull --folder <folder_id> <dir>
  cx test push [--folder <folder_id>] <dir>
  cx test list [--folder <folder_id>] [--json]
  cx agents list [--json]
  cx deploy --agent <agent_id> --split <branch>=<percent>[,<branch>=<percent>...] [--force] [--json]
  cx deployments history --agent <agent_id> [--limit N] [--json]

Connection (flags win over the environment):
  --base-url <url>     CX_BASE_URL    the platform's address, e.g. https://cx.example.com
  --api-key <key>      CX_API_KEY     a workspace API key (cxk_...)
  --session <token>    CX_SESSION     instead of a key: a dashboard session (the cx_session cookie), for
                                      what only an owner may do (cx deploy --force); keys are never owners
  --workspace <id>     CX_WORKSPACE   the workspace id (ws_...)

test run starts one invocation and follows its runs live. Without --tests or --folder it runs the
tests attached to the branch's tip (--attached). With --baseline it prints the comparison with that
invocation (or with the previous one of the same agent and branch) after the summary, regressions
first. Exit code: 0 when every run passed, 1 when a run did not pass (with --fail-on regression:
only when a test regressed against the baseline), 2 on a usage, authentication or connection error.

deploy sets the agent's traffic split (branches by name or id, percentages adding up to 100). When
the agent's deployment policy requires passing tests and a raised branch has not passed its attached
tests, it prints each refused branch with its reason and exits 1; --force (owners only) deploys
anyway and is recorded as forced. deployments history lists the agent's deployments, newest first.

test pull writes the folder's tests as YAML files, one a test, its subfolders as directories;
test push creates or updates the tests of such a directory (matched by the id in each file) and
changes nothing when one file is invalid.`;

export type TestSelection =
  | { kind: "tests"; ids: string[] }
  | { kind: "folder"; folderId: string }
  | { kind: "attached" };

export interface Connection {
  baseUrl?: string;
  apiKey?: string;
  /** A dashboard session token, sent as the `cx_session` cookie (API keys are never owners). */
  session?: string;
  workspace?: string;
}

/** The connection once resolved: an API key or a session, never neither. */
export type ResolvedConnection = { baseUrl: string; workspace: string } & (
  | { apiKey: string; session?: undefined }
  | { session: string; apiKey?: undefined }
);

export type FailOn = "failure" | "regression";

export type Command =
  | { name: "help" }
  | {
      name: "test run";
      connection: Connection;
      agentId: string;
      branchId?: string;
      selection: TestSelection;
      repeat: number;
      realTools: boolean;
      junit?: string;
      json: boolean;
      baseline?: string;
      failOn: FailOn;
    }
  | { name: "test compare"; connection: Connection; invocationId: string; baseline: string; json: boolean }
  | {
      name: "test history";
      connection: Connection;
      testId: string;
      agentId?: string;
      branchId?: string;
      limit?: number;
      json: boolean;
    }
  | { name: "test pull"; connection: Connection; folderId: string; dir: string }
  | { name: "test push"; connection: Connection; folderId?: string; dir: string }
  | { name: "test list"; connection: Connection; folderId?: string; json: boolean }
  | { name: "agents list"; connection: Connection; json: boolean }
  | {
      name: "deploy";
      connection: Connection;
      agentId: string;
      split: { branch: string; percentage: string }[];
      force: boolean;
      json: boolean;
    }
  | { name: "deployments history"; connection: Connection; agentId: string; limit: number; json: boolean };

const OPTIONS = {
  "base-url": { type: "string" },
  "api-key": { type: "string" },
  session: { type: "string" },
  workspace: { type: "string" },
  agent: { type: "string" },
  branch: { type: "string" },
  tests: { type: "string" },
  folder: { type: "string" },
  attached: { type: "boolean" },
  repeat: { type: "string" },
  "real-tools": { type: "boolean" },
  junit: { type: "string" },
  json: { type: "boolean" },
  baseline: { type: "string" },
  "fail-on": { type: "string" },
  limit: { type: "string" },
  split: { type: "string" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const ALLOWED: Record<string, readonly string[]> = {
  "test run": [
    "agent",
    "branch",
    "tests",
    "folder",
    "attached",
    "repeat",
    "real-tools",
    "junit",
    "json",
    "baseline",
    "fail-on",
  ],
  "test compare": ["json"],
  "test history": ["agent", "branch", "limit", "json"],
  "test pull": ["folder"],
  "test push": ["folder"],
  "test list": ["folder", "json"],
  "agents list": ["json"],
  deploy: ["agent", "split", "force", "json"],
  "deployments history": ["agent", "limit", "json"],
};
/** The operands each command takes after its name. */
const OPERANDS: Record<string, readonly string[]> = {
  "test compare": ["<invocation_id>", "<baseline_id | previous>"],
  "test history": ["<test_id>"],
  "test pull": ["<dir>"],
  "test push": ["<dir>"],
};
const CONNECTION_FLAGS = ["base-url", "api-key", "session", "workspace", "help"];

export function parseCommand(argv: readonly string[]): Command {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0 || positionals[0] === "help") return { name: "help" };
  const name = positionals.slice(0, 2).join(" ");
  if (!(name in ALLOWED)) throw new UsageError(`Unknown command: cx ${positionals.join(" ")}`);
  const operands = positionals.slice(2);
  const wanted = OPERANDS[name] ?? [];
  if (operands.length !== wanted.length || operands.some((operand) => operand.trim() === "")) {
    throw new UsageError(
      wanted.length === 0
        ? `cx ${name} takes no operand: ${operands.join(" ")}`
        : `cx ${name} needs ${wanted.join(" ")}`,
    );
  }
  for (const flag of Object.keys(values)) {
    if (!ALLOWED[name]!.includes(flag) && !CONNECTION_FLAGS.includes(flag)) {
      throw new UsageError(`cx ${name} does not take --${flag}`);
    }
  }
  const connection: Connection = {
    baseUrl: values["base-url"],
    apiKey: values["api-key"],
    session: values.session,
    workspace: values.workspace,
  };
  const json = values.json ?? false;
  if (name === "agents list") return { name, connection, json };
  if (name === "test list") return { name, connection, json, ...(values.folder ? { folderId: values.folder } : {}) };
  if (name === "test compare") return { name, connection, invocationId: operands[0]!, baseline: operands[1]!, json };
  if (name === "test history") {
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100))
      throw new UsageError("--limit must be a whole number from 1 to 100");
    return {
      name,
      connection,
      testId: operands[0]!,
      ...(values.agent ? { agentId: values.agent } : {}),
      ...(values.branch ? { branchId: values.branch } : {}),
      ...(limit !== undefined ? { limit } : {}),
      json,
    };
  }
  if (name === "deploy") return deployCommand(connection, values, json);
  if (name === "deployments history") {
    if (!values.agent?.trim()) throw new UsageError("cx deployments history needs --agent <agent_id>");
    const limit = values.limit === undefined ? 20 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new UsageError("--limit must be a whole number from 1 to 1000");
    return { name, connection, agentId: values.agent, limit, json };
  }
  if (name === "test pull") {
    if (!values.folder?.trim()) throw new UsageError("cx test pull needs --folder <folder_id>");
    return { name, connection, folderId: values.folder, dir: operands[0]! };
  }
  if (name === "test push") {
    if (values.folder !== undefined && values.folder.trim() === "") throw new UsageError("--folder needs a folder id");
    return { name, connection, dir: operands[0]!, ...(values.folder ? { folderId: values.folder } : {}) };
  }

  if (!values.agent) throw new UsageError("cx test run needs --agent <agent_id>");
  const chosen = [values.tests !== undefined, values.folder !== undefined, values.attached === true].filter(Boolean);
  if (chosen.length > 1) throw new UsageError("Choose one of --tests, --folder and --attached");
  let selection: TestSelection = { kind: "attached" };
  if (values.tests !== undefined) {
    const ids = values.tests
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== "");
    if (ids.length === 0) throw new UsageError("--tests needs at least one test id");
    selection = { kind: "tests", ids: [...new Set(ids)] };
  } else if (values.folder !== undefined) {
    if (values.folder.trim() === "") throw new UsageError("--folder needs a folder id");
    selection = { kind: "folder", folderId: values.folder };
  }
  const repeat = values.repeat === undefined ? 1 : Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > 10)
    throw new UsageError("--repeat must be a whole number from 1 to 10");
  if (values.junit !== undefined && values.junit.trim() === "") throw new UsageError("--junit needs a file name");
  if (values.baseline !== undefined && values.baseline.trim() === "")
    throw new UsageError("--baseline needs an invocation id or previous");
  const failOn = values["fail-on"] ?? "failure";
  if (failOn !== "failure" && failOn !== "regression") throw new UsageError("--fail-on must be failure or regression");
  if (failOn === "regression" && values.baseline === undefined)
    throw new UsageError("--fail-on regression needs --baseline <invocation_id | previous>");
  return {
    name: "test run",
    connection,
    agentId: values.agent,
    ...(values.branch ? { branchId: values.branch } : {}),
    selection,
    repeat,
    realTools: values["real-tools"] ?? false,
    ...(values.junit ? { junit: values.junit } : {}),
    json,
    ...(values.baseline ? { baseline: values.baseline } : {}),
    failOn,
  };
}

const SPLIT_ENTRY = /^([^=\s]+)=(\d{1,3}(?:\.\d{1,2})?)$/;

/** `--split main=80,experiment=20`: each branch once; the platform checks the total and the branches. */
function deployCommand(
  connection: Connection,
  values: { agent?: string; split?: string; force?: boolean },
  json: boolean,
): Command {
  if (!values.agent?.trim()) throw new UsageError("cx deploy needs --agent <agent_id>");
  if (!values.split?.trim()) throw new UsageError("cx deploy needs --split <branch>=<percent>,...");
  const split = values.split.split(",").map((part) => {
    const match = SPLIT_ENTRY.exec(part.trim());
    if (!match) throw new UsageError(`--split entry "${part}" is not <branch>=<percent> (e.g. main=80)`);
    return { branch: match[1]!, percentage: match[2]! };
  });
  const seen = new Set<string>();
  for (const entry of split) {
    if (seen.has(entry.branch)) throw new UsageError(`--split names ${entry.branch} twice`);
    seen.add(entry.branch);
  }
  return { name: "deploy", connection, agentId: values.agent, split, force: values.force ?? false, json };
}

/** Flags first, then the environment; every one is needed to talk to the platform. */
export function resolveConnection(connection: Connection, env: Record<string, string | undefined>): ResolvedConnection {
  const baseUrl = connection.baseUrl ?? env.CX_BASE_URL;
  // A flag wins over the environment, whichever credential each names.
  const flagged = connection.apiKey !== undefined || connection.session !== undefined;
  const apiKey = flagged ? connection.apiKey : env.CX_API_KEY;
  const session = flagged ? connection.session : env.CX_SESSION;
  const workspace = connection.workspace ?? env.CX_WORKSPACE;
  if (apiKey && session) throw new UsageError("Give an API key or a session, not both");
  const missing = [
    baseUrl ? undefined : "--base-url or CX_BASE_URL",
    apiKey || session ? undefined : "--api-key or CX_API_KEY (or --session or CX_SESSION)",
    workspace ? undefined : "--workspace or CX_WORKSPACE",
  ].filter(Boolean);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.join(", ")}`);
  try {
    const url = new URL(baseUrl!);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
  } catch {
    throw new UsageError(`The base URL must be an http(s) address: ${baseUrl}`);
  }
  return session
    ? { baseUrl: baseUrl!, session, workspace: workspace! }
    : { baseUrl: baseUrl!, apiKey: apiKey!, workspace: workspace! };
}
