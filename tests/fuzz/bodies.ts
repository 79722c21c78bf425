import {
  AgentCreateBody,
  AgentRenameBody,
  AgentTestFolderCreateBody,
  ApiKeyCreateBody,
  BranchCreateBody,
  BranchUpdateBody,
  ConversationMessageBody,
  ConversationStartBody,
  DeploymentUpdateBody,
  DraftSaveBody,
  KnowledgeDocumentPatchBody,
  KnowledgeFolderCreateBody,
  KnowledgeFolderPatchBody,
  KnowledgeSearchBody,
  KnowledgeTextBody,
  KnowledgeUrlBody,
  LoginBody,
  MemberAddBody,
  MemberRoleBody,
  NextReplyTestBody,
  ReconcileApplyBody,
  RegisterBody,
  ToolCreateBody,
  ToolUpdateBody,
} from "@cx/contracts";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import fc from "fast-check";

/** The contract schema of each operation's body, where it has one: fuzzed bodies start from it. */
export const BODY_SCHEMAS: Record<string, TSchema> = {
  register: RegisterBody,
  login: LoginBody,
  addMember: MemberAddBody,
  changeMemberRole: MemberRoleBody,
  createApiKey: ApiKeyCreateBody,
  createAgent: AgentCreateBody,
  renameAgent: AgentRenameBody,
  createBranch: BranchCreateBody,
  updateBranch: BranchUpdateBody,
  saveDraft: DraftSaveBody,
  reconcileApply: ReconcileApplyBody,
  updateDeployments: DeploymentUpdateBody,
  createTool: ToolCreateBody,
  updateTool: ToolUpdateBody,
  createAgentTest: NextReplyTestBody,
  replaceAgentTest: NextReplyTestBody,
  createAgentTestFolder: AgentTestFolderCreateBody,
  updateAgentTestFolder: KnowledgeFolderPatchBody,
  startConversation: ConversationStartBody,
  sendMessage: ConversationMessageBody,
  createKnowledgeFromText: KnowledgeTextBody,
  importKnowledgeFromUrl: KnowledgeUrlBody,
  searchKnowledge: KnowledgeSearchBody,
  createKnowledgeFolder: KnowledgeFolderCreateBody,
  updateKnowledgeFolder: KnowledgeFolderPatchBody,
  updateKnowledgeDocument: KnowledgeDocumentPatchBody,
};

/** A raw request body with the content type it is sent with. */
export interface FuzzBody {
  contentType: string | null;
  body: string | Uint8Array;
}

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** Values no field expects: wrong types, nulls, extremes, prototype keys, deep and huge shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, -1e308, 1.5, "", " ", "\u0000", "\u202e", "'; DROP TABLE x; --"),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant("x".repeat(200_000)),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.integer({ min: 10, max: 200 }).map((depth) => nested(depth, "leaf")),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

/** A body built from the operation's schema with one member replaced or added, or a hostile whole. */
export function jsonBodyFor(operation: string): fc.Arbitrary<unknown> {
  const schema = BODY_SCHEMAS[operation];
  const wholes = fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 4 }));
  if (!schema) return wholes;
  const base = (() => {
    try {
      return Value.Create(schema) as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  const keys = Object.keys((schema as { properties?: object }).properties ?? {});
  const mutated = fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ["x"]), "__proto__", "unknown_field"), hostileValue)
    .map(([key, value]) => {
      const body = { ...base };
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(base) },
    { weight: 2, arbitrary: wholes },
  );
}

/** A request body as sent on the wire: JSON of a fuzzed value, or something that is not JSON at all. */
export function fuzzBody(operation: string): fc.Arbitrary<FuzzBody> {
  const json = jsonBodyFor(operation).map((value) => ({
    contentType: "application/json",
    body: JSON.stringify(value) ?? "null",
  }));
  const wrongTypes = fc.record({
    contentType: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
      "application/xml",
      null,
    ),
    body: fc.constantFrom("name=x&role=member", '{"name":"x"}', "<a/>", "--x\r\n\r\n--x--"),
  });
  const broken = fc.oneof(
    fc.constantFrom('{"name":', "{]", "\u0000", "[".repeat(100_000), '{"a":"\\ud800"}').map((body) => ({
      contentType: "application/json",
      body,
    })),
    // Invalid UTF-8: lone continuation bytes and an overlong encoding inside a JSON string.
    fc.constant({
      contentType: "application/json",
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x80, 0xff, 0x22, 0x7d]),
    }),
  );
  return fc.oneof(
    { weight: 5, arbitrary: json },
    { weight: 2, arbitrary: wrongTypes },
    { weight: 2, arbitrary: broken },
  );
}

/** Query strings: the list parameters with values in and out of range, and junk. */
export const fuzzQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "page_size",
        "cursor",
        "search",
        "parent_folder_id",
        "types[]",
        "sort_mode",
        "sharing_mode",
        "branch_id",
        "force",
        "updated_after",
        "status",
        "junk",
        "__proto__",
      ),
      fc.oneof(
        fc.constantFrom(
          "",
          "0",
          "-1",
          "101",
          "1e309",
          "NaN",
          "root",
          "true",
          "all",
          "default",
          "%00",
          "%ZZ",
          "x".repeat(5000),
        ),
        fc.string({ maxLength: 20 }),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith("%") ? v : encodeURIComponent(v)}`).join("&"),
  );

/** A path parameter: an id of the right prefix, of another kind, or junk. */
export const fuzzId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "agt_x1",
    "br_x1",
    "ver_x1",
    "tst_x1",
    "tfd_x1",
    "inv_x1",
    "conv_x1",
    "kdoc_x1",
    "kfd_x1",
    "key_x1",
    "tool_x1",
    "usr_x1",
    "%00",
    "..",
    "%2e%2e",
    "x".repeat(300),
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
);
