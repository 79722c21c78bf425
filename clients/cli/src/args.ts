/**
 * The command line, parsed with Node's own `parseArgs`: `cx <group> <command> [flags]`. Anything
 * it does not know is a usage error (exit 2), never a guess.
 */
import { parseArgs } from "node:util";
import { UsageError } from "./errors.ts";

export const USAGE = `Usage:
  cx test run --agent <agent_id> [--branch <branch_id>] [--tests <id,id> | --folder <folder_id> | --attached]
              [--repeat N] [--real-tools] [--junit <file>] [--json]
  cx test list [--folder <folder_id>] [--json]
  cx agents list [--json]

Connection (flags win over the environment):
  --base-url <url>     CX_BASE_URL    the platform's address, e.g. https://cx.example.com
  --api-key <key>      CX_API_KEY     a workspace API key (cxk_...)
  --workspace <id>     CX_WORKSPACE   the workspace id (ws_...)

test run starts one invocation and follows its runs live. Without --tests or --folder it runs the
tests attached to the branch's tip (--attached). Exit code: 0 when every run passed, 1 when a run
did not pass, 2 on a usage, authentication or connection error.`;

export type TestSelection =
  | { kind: "tests"; ids: string[] }
  | { kind: "folder"; folderId: string }
  | { kind: "attached" };

export interface Connection {
  baseUrl?: string;
  apiKey?: string;
  workspace?: string;
}

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
    }
  | { name: "test list"; connection: Connection; folderId?: string; json: boolean }
  | { name: "agents list"; connection: Connection; json: boolean };

const OPTIONS = {
  "base-url": { type: "string" },
  "api-key": { type: "string" },
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
  help: { type: "boolean", short: "h" },
} as const;

const ALLOWED: Record<string, readonly string[]> = {
  "test run": ["agent", "branch", "tests", "folder", "attached", "repeat", "real-tools", "junit", "json"],
  "test list": ["folder", "json"],
  "agents list": ["json"],
};
const CONNECTION_FLAGS = ["base-url", "api-key", "workspace", "help"];

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
  if (!(name in ALLOWED) || positionals.length > 2)
    throw new UsageError(`Unknown command: cx ${positionals.join(" ")}`);
  for (const flag of Object.keys(values)) {
    if (!ALLOWED[name]!.includes(flag) && !CONNECTION_FLAGS.includes(flag)) {
      throw new UsageError(`cx ${name} does not take --${flag}`);
    }
  }
  const connection: Connection = {
    baseUrl: values["base-url"],
    apiKey: values["api-key"],
    workspace: values.workspace,
  };
  const json = values.json ?? false;
  if (name === "agents list") return { name, connection, json };
  if (name === "test list") return { name, connection, json, ...(values.folder ? { folderId: values.folder } : {}) };

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
  };
}

/** Flags first, then the environment; every one is needed to talk to the platform. */
export function resolveConnection(
  connection: Connection,
  env: Record<string, string | undefined>,
): Required<Connection> {
  const baseUrl = connection.baseUrl ?? env.CX_BASE_URL;
  const apiKey = connection.apiKey ?? env.CX_API_KEY;
  const workspace = connection.workspace ?? env.CX_WORKSPACE;
  const missing = [
    baseUrl ? undefined : "--base-url or CX_BASE_URL",
    apiKey ? undefined : "--api-key or CX_API_KEY",
    workspace ? undefined : "--workspace or CX_WORKSPACE",
  ].filter(Boolean);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.join(", ")}`);
  try {
    const url = new URL(baseUrl!);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
  } catch {
    throw new UsageError(`The base URL must be an http(s) address: ${baseUrl}`);
  }
  return { baseUrl: baseUrl!, apiKey: apiKey!, workspace: workspace! };
}
