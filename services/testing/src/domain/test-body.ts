import {
  AGENT_TEST_TYPES,
  type AgentTestType,
  CONVERSATION_INITIATION_SOURCES,
  type ConversationInitiationSource,
  emptyAgentTestKindFields,
  fieldErrors,
  NextReplyTestBody,
  SimulationTestBody,
  type TestAccessEntry,
  ToolInvocationTestBody,
} from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import type { TObject } from "@sinclair/typebox";
import { historyErrors } from "./history-rules.ts";
import { normaliseName } from "./names.ts";
import { ALL_KIND_FIELDS, isEmptyValue, KIND_FIELDS, kindDefaults, type TestContent } from "./test-content.ts";
import { toolMockOverridesErrors } from "./tool-mocks.ts";
import { toolCallParametersErrors, toolMockConfigErrors } from "./tool-rules.ts";

export const MAX_ACCESS_ENTRIES = 100;
export const MAX_LIST_ENTRIES = 100;
export const TEXT_MAX_LENGTH = 20_000;
/** Agent ids and model names: an empty model name means the platform's default model. */
export const IDENTIFIER_MAX_LENGTH = 128;

const SCHEMAS: Record<AgentTestType, TObject> = {
  simulation: SimulationTestBody,
  next_reply: NextReplyTestBody,
  tool_invocation: ToolInvocationTestBody,
};

/**
 * Fields of the item a client may send back unchanged after reading it (a read-modify-write
 * round trip): they are decided by the server, so they are ignored rather than refused.
 */
const READ_ONLY = new Set([
  "id",
  "entity_type",
  "access_role",
  "current_revision_id",
  "revision_created_at",
  "created_by",
  "created_at",
  "updated_at",
  "breadcrumbs",
]);

/** Not in any kind's list in the extension spec, but part of 2.3: any kind may set it. */
const INITIATION_SOURCE = "conversation_initiation_source";

export interface ParsedTestBody {
  name: string;
  /** `undefined`: not sent; `null`: the root. */
  parentFolderId: string | null | undefined;
  /** `undefined`: not sent. */
  access: TestAccessEntry[] | undefined;
  content: TestContent;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a create or replace body of any kind and returns what to store, or throws one 422 listing
 * every problem found: the kind's schema first, then fields that do not belong to the kind, then
 * the rules a schema cannot express.
 */
export function parseTestBody(body: unknown): ParsedTestBody {
  if (!isObject(body)) throw AppError.validation([{ path: "", message: "must be a JSON object" }]);
  const type = body.type;
  if (typeof type !== "string" || !(AGENT_TEST_TYPES as readonly string[]).includes(type)) {
    throw AppError.validation([{ path: "/type", message: `must be one of: ${AGENT_TEST_TYPES.join(", ")}` }]);
  }
  const kind = type as AgentTestType;
  const schema = SCHEMAS[kind];
  const errors: FieldError[] = fieldErrors(schema, body);
  errors.push(...foreignFieldErrors(body, kind, schema));
  const source = body[INITIATION_SOURCE];
  if (source !== undefined && !(CONVERSATION_INITIATION_SOURCES as readonly unknown[]).includes(source)) {
    errors.push({
      path: `/${INITIATION_SOURCE}`,
      message: `must be one of: ${CONVERSATION_INITIATION_SOURCES.join(", ")}`,
    });
  }
  if (errors.length > 0) throw AppError.validation(errors, "The test is not valid.");

  const content: TestContent = {
    ...emptyAgentTestKindFields(),
    ...kindDefaults(kind),
    type: kind,
    agent_id: (body.agent_id as string | null | undefined) ?? null,
    conversation_initiation_source: (source as ConversationInitiationSource | undefined) ?? "unknown",
    from_conversation_metadata: utcMetadata(
      body.from_conversation_metadata as TestContent["from_conversation_metadata"],
    ),
  };
  for (const field of KIND_FIELDS[kind]) {
    if (body[field] !== undefined)
      (content as unknown as Record<string, unknown>)[field] = structuredClone(body[field]);
  }

  const name = normaliseName(body.name as string, "/name");
  if ("error" in name) errors.push(name.error);
  const access = body.access as TestAccessEntry[] | undefined;
  if (access) errors.push(...accessErrors(access));
  errors.push(...contentErrors(content));
  const metadataTime = content.from_conversation_metadata?.system__time_utc;
  if (metadataTime !== undefined && !UTC_MILLIS.test(metadataTime)) {
    errors.push({ path: "/from_conversation_metadata/system__time_utc", message: "is not a valid date-time" });
  }
  if (errors.length > 0) throw AppError.validation(errors, "The test is not valid.");

  return {
    name: "name" in name ? name.name : "",
    parentFolderId: body.parent_folder_id as string | null | undefined,
    access: access?.map((entry) => ({ role: entry.role, user_id: entry.user_id })),
    content,
  };
}

const UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Every date-time the platform answers is ISO 8601 UTC with milliseconds (extensions part 0),
 * including the one a client supplies in `from_conversation_metadata`: an offset, a lower-case
 * `t`/`z` or extra fraction digits are rewritten to that form on the way in, so readers of the
 * test never see a second date format. A value the schema passed but `Date` cannot read stays
 * as sent and is refused by the caller's check.
 */
function utcMetadata(metadata: TestContent["from_conversation_metadata"] | undefined) {
  if (!metadata) return null;
  const copy = structuredClone(metadata);
  const time = new Date(copy.system__time_utc);
  if (!Number.isNaN(time.getTime())) copy.system__time_utc = time.toISOString();
  return copy;
}

function foreignFieldErrors(body: Record<string, unknown>, kind: AgentTestType, schema: TObject): FieldError[] {
  const errors: FieldError[] = [];
  const own = new Set(Object.keys(schema.properties));
  for (const [key, value] of Object.entries(body)) {
    if (own.has(key) || READ_ONLY.has(key) || key === INITIATION_SOURCE) continue;
    if ((ALL_KIND_FIELDS as string[]).includes(key)) {
      // A foreign field holding its empty value is what reading an item of this kind gives back.
      if (!isEmptyValue(value)) errors.push({ path: `/${key}`, message: `is not a field of a ${kind} test` });
    } else {
      errors.push({ path: `/${key}`, message: "is not a field of a test" });
    }
  }
  return errors;
}

function accessErrors(access: TestAccessEntry[]): FieldError[] {
  const errors: FieldError[] = [];
  if (access.length > MAX_ACCESS_ENTRIES) {
    errors.push({ path: "/access", message: `must have at most ${MAX_ACCESS_ENTRIES} entries` });
  }
  const seen = new Set<string>();
  access.forEach((entry, i) => {
    if (entry.user_id.length === 0) errors.push({ path: `/access/${i}/user_id`, message: "must not be empty" });
    else if (seen.has(entry.user_id)) errors.push({ path: `/access/${i}/user_id`, message: "is listed twice" });
    seen.add(entry.user_id);
  });
  return errors;
}

function textErrors(value: string, path: string, required: boolean): FieldError[] {
  if (required && value.trim().length === 0) return [{ path, message: "must not be blank" }];
  if (value.length > TEXT_MAX_LENGTH) return [{ path, message: `must be at most ${TEXT_MAX_LENGTH} characters` }];
  return [];
}

function listErrors(values: string[], path: string): FieldError[] {
  const errors: FieldError[] = [];
  if (values.length > MAX_LIST_ENTRIES) errors.push({ path, message: `must have at most ${MAX_LIST_ENTRIES} entries` });
  values.forEach((value, i) => {
    errors.push(...textErrors(value, `${path}/${i}`, true));
  });
  return errors;
}

function contentErrors(content: TestContent): FieldError[] {
  const errors: FieldError[] = [];
  if (content.agent_id !== null && (content.agent_id.length === 0 || content.agent_id.length > IDENTIFIER_MAX_LENGTH)) {
    errors.push({
      path: "/agent_id",
      message: `must be 1 to ${IDENTIFIER_MAX_LENGTH} characters; send null for no agent`,
    });
  }
  for (const field of ["evaluation_model", "simulated_user_model"] as const) {
    if (content[field].length > IDENTIFIER_MAX_LENGTH) {
      errors.push({ path: `/${field}`, message: `must be at most ${IDENTIFIER_MAX_LENGTH} characters` });
    }
  }
  errors.push(...historyErrors(content.chat_history, "/chat_history"));
  errors.push(...toolMockOverridesErrors(content.tool_mock_overrides, "/tool_mock_overrides"));
  switch (content.type) {
    case "simulation":
      errors.push(...textErrors(content.simulation_scenario, "/simulation_scenario", true));
      errors.push(...listErrors(content.success_conditions, "/success_conditions"));
      errors.push(...toolMockConfigErrors(content.tool_mock_config, "/tool_mock_config"));
      break;
    case "next_reply": {
      const last = content.chat_history.at(-1);
      if (last?.role !== "user") {
        errors.push({
          path: `/chat_history/${content.chat_history.length - 1}/role`,
          message: 'the last entry must be a "user" entry',
        });
      }
      errors.push(...textErrors(content.success_condition, "/success_condition", true));
      errors.push(...listErrors(content.success_examples, "/success_examples"));
      errors.push(...listErrors(content.failure_examples, "/failure_examples"));
      errors.push(...toolMockConfigErrors(content.tool_mock_config, "/tool_mock_config"));
      break;
    }
    case "tool_invocation":
      if (content.tool_call_parameters) {
        errors.push(...toolCallParametersErrors(content.tool_call_parameters, "/tool_call_parameters"));
      }
      errors.push(...toolMockConfigErrors(content.tool_mock_config, "/tool_mock_config"));
      break;
  }
  return errors;
}
