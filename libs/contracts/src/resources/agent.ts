/**
 * Agents, branches, versions and drafts. Part 2 of platform-api.md leaves their lifecycle "not
 * shown"; these shapes are the extension spec's part 2.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, Name, Nullable, Page, Patch, Query, TimestampProperties } from "../builders.ts";
import { AgentConfig } from "./agent-config.ts";

export const MAIN_BRANCH_NAME = "main";

const MIN_REPEATS = { minimum: 1, maximum: 10 } as const;
const RATE = { minimum: 0, maximum: 1 } as const;
const MIN_CONVERSATIONS = { minimum: 1, maximum: 1000 } as const;

const RollbackPolicyProperties = {
  enabled: Type.Boolean({ description: "Whether a failing branch's share is moved to the largest branch." }),
  min_conversations: Type.Integer({
    ...MIN_CONVERSATIONS,
    description: "How many of the branch's newest judged conversations a rollback looks at (1 to 1000).",
  }),
  max_failure_rate: Type.Number({
    ...RATE,
    description: "The share of `call_successful: false` above which the branch is rolled back (0 to 1).",
  }),
};

const DeploymentPolicyProperties = {
  require_passing_tests: Type.Boolean({
    description: "Whether `PUT .../deployments` refuses to raise a branch whose tip has not passed its attached tests.",
  }),
  min_repeats: Type.Integer({
    ...MIN_REPEATS,
    description: "The terminal runs each attached test needs in the evidence invocation (1 to 10).",
  }),
  min_pass_rate: Type.Number({
    ...RATE,
    description: "The pass rate each attached test needs in the evidence invocation (0 to 1).",
  }),
};

/** What the gate and the automatic rollback follow (extension spec part 11). */
export const DeploymentPolicy = Type.Object({
  ...DeploymentPolicyProperties,
  rollback: Type.Object(RollbackPolicyProperties, { description: "When a live branch is rolled back automatically." }),
});
export type DeploymentPolicy = Static<typeof DeploymentPolicy>;

export const DEFAULT_DEPLOYMENT_POLICY: DeploymentPolicy = {
  require_passing_tests: false,
  min_repeats: 1,
  min_pass_rate: 1,
  rollback: { enabled: false, min_conversations: 20, max_failure_rate: 0.2 },
};

/** A partial policy: the members given replace the agent's (in `rollback` too). */
export const DeploymentPolicyPatch = Type.Object(
  {
    require_passing_tests: Type.Optional(DeploymentPolicyProperties.require_passing_tests),
    min_repeats: Type.Optional(DeploymentPolicyProperties.min_repeats),
    min_pass_rate: Type.Optional(DeploymentPolicyProperties.min_pass_rate),
    rollback: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(RollbackPolicyProperties.enabled),
          min_conversations: Type.Optional(RollbackPolicyProperties.min_conversations),
          max_failure_rate: Type.Optional(RollbackPolicyProperties.max_failure_rate),
        },
        { additionalProperties: false, description: "The rollback members to change." },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: "The policy members to change (admins and owners only); the others keep their values.",
  },
);
export type DeploymentPolicyPatch = Static<typeof DeploymentPolicyPatch>;

export const Agent = Type.Object(
  {
    id: Type.String({ description: "The agent's id (`agt_...`)." }),
    name: Type.String({ description: "The agent's name." }),
    main_branch_id: Type.String({ description: "The id of the agent's `main` branch (`br_...`)." }),
    ...TimestampProperties,
    created_by: Type.String({ description: "The id of the user who created it (`usr_...`)." }),
    deployment_policy: Described(DeploymentPolicy, "What its deployments must pass and when they roll back."),
  },
  {
    examples: [
      {
        id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
        name: "Support agent",
        main_branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
        created_at: "2026-11-22T10:00:00.000Z",
        updated_at: "2026-11-22T10:00:00.000Z",
        created_by: "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
        deployment_policy: {
          require_passing_tests: true,
          min_repeats: 3,
          min_pass_rate: 0.9,
          rollback: { enabled: true, min_conversations: 20, max_failure_rate: 0.2 },
        },
      },
    ],
  },
);
export type Agent = Static<typeof Agent>;

export const AgentListPage = Page(Agent);
export type AgentListPage = Static<typeof AgentListPage>;

export const AgentCreateBody = Body(
  {
    name: Name({ description: "The agent's name." }),
    config: Type.Optional(
      Described(AgentConfig, "The configuration of the first version of `main`; empty when omitted."),
    ),
  },
  {
    examples: [
      {
        name: "Support agent",
        config: {
          agent: {
            first_message: "Hello {{customer_name}}, how can I help?",
            language: "en",
            prompt: {
              prompt: "You answer questions about orders for {{customer_name}}.",
              llm: "vendor-a-5-mini",
              temperature: 0.3,
              built_in_tools: { end_call: {} },
            },
          },
          platform_settings: {
            evaluation: {
              criteria: [
                { id: "resolved", name: "Resolved", conversation_goal_prompt: "The user's question was answered." },
              ],
            },
            data_collection: { order_number: { type: "integer", description: "The order number the user gave" } },
          },
        },
      },
    ],
  },
);
export type AgentCreateBody = Static<typeof AgentCreateBody>;

export const AgentRenameBody = Patch({
  name: Name({ description: "The agent's new name." }),
  deployment_policy: DeploymentPolicyPatch,
});
export type AgentRenameBody = Static<typeof AgentRenameBody>;

/** `parent_version_id` is null only for `main`, whose first version has no parent. */
export const Branch = Type.Object({
  id: Type.String({ description: "The branch's id (`br_...`)." }),
  agent_id: Type.String({ description: "The agent's id." }),
  name: Type.String({ description: "The branch's name, unique per agent; the first branch is `main`." }),
  parent_version_id: Nullable(Type.String(), {
    description: "The version the branch was created from; null only for `main`.",
  }),
  tip_version_id: Type.String({ description: "The branch's newest published version." }),
  is_archived: Type.Boolean({ description: "An archived branch takes no traffic and is read-only." }),
  draft_exists: Type.Boolean({ description: "Whether the branch has a draft." }),
  live_basis_points: Type.Integer({
    minimum: 0,
    maximum: 10000,
    description: "The branch's share of the agent's traffic in the current deployment (1% = 100).",
  }),
  ...TimestampProperties,
});
export type Branch = Static<typeof Branch>;

export const BranchListPage = Page(Branch);
export type BranchListPage = Static<typeof BranchListPage>;

/** Without `parent_version_id` the new branch copies main's tip. */
export const BranchCreateBody = Body(
  {
    name: Name({ description: "The branch's name, unique per agent." }),
    parent_version_id: Type.Optional(
      Nullable(Type.String(), {
        description:
          "The version (of any branch of the agent) whose config the branch starts with; main's tip when omitted.",
      }),
    ),
  },
  { examples: [{ name: "shorter-replies" }] },
);
export type BranchCreateBody = Static<typeof BranchCreateBody>;

export const BranchUpdateBody = Patch({
  name: Name({ description: "The branch's new name; `main` cannot be renamed." }),
  is_archived: Type.Boolean({
    description: "`true` archives the branch, `false` restores it; `main` cannot be archived.",
  }),
});
export type BranchUpdateBody = Static<typeof BranchUpdateBody>;

/** Query of every draft operation and of reconcile: which branch's draft. */
export const BranchQuery = Query({
  branch_id: Type.String({ minLength: 1, description: "The branch whose draft this is (`br_...`)." }),
});
export type BranchQuery = Static<typeof BranchQuery>;

/**
 * The reconcile preview's query: its listed answers are 401, 403 and 404 only, so a preview
 * without `branch_id` is a branch not found (404), never a 422.
 */
export const ReconcilePreviewQuery = Query({
  branch_id: Type.Optional(
    Type.String({ minLength: 1, description: "The branch whose draft to reconcile with its tip (`br_...`)." }),
  ),
});
export type ReconcilePreviewQuery = Static<typeof ReconcilePreviewQuery>;

/** Immutable. `changed_paths` are dot-form config paths that differ from the parent version. */
export const Version = Type.Object({
  id: Type.String({ description: "The version's id (`ver_...`)." }),
  agent_id: Type.String({ description: "The agent's id." }),
  branch_id: Type.String({ description: "The branch it was published on." }),
  parent_version_id: Nullable(Type.String(), {
    description: "The version it was made from; null for the agent's first version.",
  }),
  config: Described(AgentConfig, "The version's configuration, immutable."),
  changed_paths: Type.Array(Type.String(), {
    description: "The config paths (dot form, `agent.prompt.temperature`) that differ from the parent version.",
  }),
  created_at: DateTime({ description: "When it was published." }),
  created_by: Type.String({ description: "The id of the user who published it." }),
});
export type Version = Static<typeof Version>;

export const VersionListPage = Page(Version);
export type VersionListPage = Static<typeof VersionListPage>;

/** `path_changed_at`: each path that differs from the base, with when it last changed. */
export const Draft = Type.Object(
  {
    branch_id: Type.String({ description: "The branch the draft belongs to (at most one draft per branch)." }),
    base_version_id: Type.String({ description: "The version of the branch the draft was started from." }),
    config: Described(AgentConfig, "The draft's configuration."),
    draft_hash: Type.String({ description: "A stable hash of the draft's config and base." }),
    updated_at: DateTime({ description: "When the draft was last saved." }),
    path_changed_at: Type.Record(Type.String(), DateTime(), {
      description:
        "Each config path (dot form) that differs from the base, with the time it last changed in the draft.",
    }),
  },
  {
    examples: [
      {
        branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
        base_version_id: "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
        config: { agent: { prompt: { prompt: "You answer questions about orders.", temperature: 0.2 } } },
        draft_hash: "9f2c4e6a8b0d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7f9e1c3a5b7d9f1e",
        updated_at: "2026-11-22T10:05:00.000Z",
        path_changed_at: { "agent.prompt.temperature": "2026-11-22T10:05:00.000Z" },
      },
    ],
  },
);
export type Draft = Static<typeof Draft>;

/** `PUT .../draft`: the whole config; the base defaults to the branch tip for a new draft. */
export const DraftSaveBody = Body(
  {
    config: Described(AgentConfig, "The whole draft configuration; it replaces the draft's."),
    base_version_id: Type.Optional(
      Type.String({
        description:
          "A version of the branch to base a new draft on; the branch tip when omitted (an existing draft keeps its base).",
      }),
    ),
  },
  {
    examples: [{ config: { agent: { prompt: { prompt: "You answer questions about orders.", temperature: 0.2 } } } }],
  },
);
export type DraftSaveBody = Static<typeof DraftSaveBody>;
