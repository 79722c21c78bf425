import { PageQuery } from "../builders.ts";
import {
  Agent,
  AgentCreateBody,
  AgentListPage,
  AgentRenameBody,
  Branch,
  BranchCreateBody,
  BranchListPage,
  BranchQuery,
  BranchUpdateBody,
  Draft,
  DraftSaveBody,
  ReconcilePreviewQuery,
  Version,
  VersionListPage,
} from "../resources/agent.ts";
import {
  Deployment,
  DeploymentHistoryPage,
  DeploymentUpdateBody,
  DeploymentUpdateQuery,
  DeploymentUpdateResponse,
} from "../resources/deployment.ts";
import { ReconcileApplyBody, ReconcilePreview } from "../resources/reconcile.ts";
import { Tool, ToolCreateBody, ToolDeleteQuery, ToolListPage, ToolUpdateBody } from "../resources/tool.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** The agents service's operations (agents, branches, versions, drafts, deployments, tools). */
export const agentsOperations = {
  // An agent's configuration may name documents and tools: checking them asks the knowledge
  // service, so every write of a configuration may answer 503 `unavailable`.
  createAgent: {
    summary: "Create an agent",
    description:
      "Creates an agent with a branch named `main` whose first version holds `config` (validated against " +
      "part 2.7 of the specification: an unknown key anywhere is 422) and is published; the deployment " +
      "starts as `main` 100%.",
    body: AgentCreateBody,
    responses: { 201: Agent },
    errors: ["unavailable"],
  },
  listAgents: {
    summary: "List agents",
    description: "The workspace's agents, newest first, in cursor pages.",
    query: PageQuery,
    responses: { 200: AgentListPage },
  },
  getAgent: { summary: "Get an agent", description: "The agent.", responses: { 200: Agent } },
  renameAgent: {
    summary: "Update an agent",
    description:
      "Changes the agent's name and its `deployment_policy` (partial: the members given replace the agent's, " +
      "in `rollback` too). Changing the policy needs role `admin` (403 for a member); out of bounds " +
      "(`min_repeats` 1..10, `min_pass_rate` and `max_failure_rate` 0..1, `min_conversations` 1..1000): 422.",
    body: AgentRenameBody,
    responses: { 200: Agent },
  },
  deleteAgent: {
    summary: "Delete an agent",
    description:
      "Removes the agent with its branches, versions, drafts, deployments and deployment history; then every " +
      "route of it is 404, and new conversations or test invocations of it are 404. Its conversations and " +
      "test runs stay readable with their `agent_name`. Needs role `admin`.",
    responses: { 204: null },
  },
  listBranches: {
    summary: "List an agent's branches",
    description: "The agent's branches, `main` first and then oldest first, in cursor pages.",
    query: PageQuery,
    responses: { 200: BranchListPage },
  },
  createBranch: {
    summary: "Create a branch",
    description:
      "Creates a branch that starts with one published version, a copy of `parent_version_id`'s config " +
      "(default: main's tip). Names are unique per agent (409 `branch_name_taken`).",
    body: BranchCreateBody,
    responses: { 201: Branch },
    errors: ["branch_name_taken", "unavailable"],
  },
  updateBranch: {
    summary: "Rename, archive or restore a branch",
    description:
      "Renames the branch, archives it (`is_archived: true`: it takes no traffic and is read-only) or " +
      "restores it. `main` can be neither archived nor renamed (409 `branch_main_protected`); a branch that " +
      'takes traffic cannot be archived (409 `conflict`, `details.reason: "branch_live"`).',
    body: BranchUpdateBody,
    responses: { 200: Branch },
    errors: ["branch_name_taken", "branch_main_protected", "conflict"],
  },
  listVersions: {
    summary: "List a branch's versions",
    description: "The branch's versions, newest first, in cursor pages. A version is immutable.",
    query: PageQuery,
    responses: { 200: VersionListPage },
  },
  getVersion: {
    summary: "Get a version",
    description:
      "An immutable version of the agent: its config and `changed_paths`, the config paths (dot form) that " +
      "differ from its parent.",
    responses: { 200: Version },
  },
  getDraft: {
    summary: "Get a branch's draft",
    description: "The draft of the branch `branch_id` names (at most one per branch). No draft: 404 `not_found`.",
    query: BranchQuery,
    responses: { 200: Draft },
  },
  saveDraft: {
    summary: "Save a branch's draft",
    description:
      "Saves the whole draft config of the branch `branch_id` names, creating the draft or replacing it. A " +
      "new draft's base is the branch tip unless `base_version_id` (a version of that branch) is given. " +
      "`path_changed_at` maps each path that differs from the base to the time it last changed in the draft.",
    query: BranchQuery,
    body: DraftSaveBody,
    responses: { 200: Draft },
    errors: ["conflict", "unavailable"],
  },
  discardDraft: {
    summary: "Discard a branch's draft",
    description: "Deletes the draft of the branch `branch_id` names; its versions are untouched.",
    query: BranchQuery,
    responses: { 204: null },
  },
  publishDraft: {
    summary: "Publish a branch's draft",
    description:
      "Creates a new version on the branch from the draft and deletes the draft. The draft's base must be " +
      "the branch tip; otherwise 409 `draft_stale` (reconcile first).",
    query: BranchQuery,
    responses: { 201: Version },
    errors: ["conflict", "draft_stale", "unavailable"],
  },
  reconcilePreview: {
    summary: "Preview reconciling a draft",
    description:
      "Previews reconciling a stale draft with the latest branch tip: base = the draft's base version " +
      "config, source = the draft config, target = the branch tip config. Per path: unchanged on one side " +
      "→ the other side's value; equal on both → that value; changed differently on both → a conflict " +
      "whose winner is the side that changed it last (a tie goes to `target`). `config` is the merged " +
      "result, `overridden_fields` the paths where it differs from the draft. The preview changes nothing. " +
      "No draft, or no `branch_id`: 404 `not_found`.",
    query: ReconcilePreviewQuery,
    responses: { 200: ReconcilePreview },
  },
  reconcileApply: {
    summary: "Reconcile a draft",
    description:
      "Applies the preview's merge to the draft (`resolutions` override winners), whose base becomes the " +
      "tip, and answers the new draft. A `draft_hash` that no longer matches (the draft or the tip changed " +
      "since the preview): 409 `draft_changed`.",
    query: BranchQuery,
    body: ReconcileApplyBody,
    responses: { 200: Draft },
    errors: ["conflict", "draft_changed", "unavailable"],
  },
  getDeployments: {
    summary: "Get an agent's deployment",
    description: "The agent's current traffic distribution across its branches.",
    responses: { 200: Deployment },
  },
  updateDeployments: {
    summary: "Update an agent's deployment",
    description:
      "Replaces the agent's branch traffic distribution, all or nothing. Percentages must total 100. " +
      "Duplicate, unknown or malformed branches and bad totals: 422 `deployment_invalid` with the offending " +
      "entries in `details`; an archived branch: 409 `deployment_branch_archived`; a branch with a " +
      "percentage above 0 whose tip is not ready for production traffic: 409 `deployment_stale`. The same " +
      "distribution as the current one answers `changed: false` with the same `deployment_id`. With the " +
      "agent's `deployment_policy.require_passing_tests`, a branch whose share rises needs a completed " +
      "invocation of its tip version that ran every attached test at least `min_repeats` times with a pass " +
      "rate of at least `min_pass_rate`: otherwise 409 `deployment_tests_required` with `details.branches` " +
      "(`no_attached_tests`, `not_tested` or `tests_failing` with the failing tests). Lowering or keeping a " +
      "share is never refused. `?force=true` (owners only, 403 otherwise) deploys anyway and is recorded.",
    query: DeploymentUpdateQuery,
    body: DeploymentUpdateBody,
    responses: { 200: DeploymentUpdateResponse },
    errors: [
      "deployment_invalid",
      "deployment_branch_archived",
      "deployment_stale",
      "deployment_tests_required",
      "conflict",
      "unavailable",
    ],
  },
  getDeploymentHistory: {
    summary: "List an agent's deployments",
    description:
      "Every deployment the agent has had, newest first, in cursor pages: its distribution, who made it " +
      "(a user or the platform), why (`created`, `manual`, `auto_rollback`), whether it was forced past the " +
      "gate, the invocations that let raised branches through, and a rollback's details.",
    query: PageQuery,
    responses: { 200: DeploymentHistoryPage },
  },
  createTool: {
    summary: "Create a tool",
    description:
      "Creates a workspace tool: a `webhook` tool the platform calls (through the safe public URL rules), or " +
      "a `client` tool handed to the caller of a conversation. Names are unique in the workspace (409 " +
      "`tool_name_taken`). Header values are never answered back.",
    body: ToolCreateBody,
    responses: { 201: Tool },
    errors: ["tool_name_taken"],
  },
  listTools: {
    summary: "List tools",
    description: "The workspace's tools, newest first, in cursor pages.",
    query: PageQuery,
    responses: { 200: ToolListPage },
  },
  getTool: { summary: "Get a tool", description: "The tool; header values show as `***`.", responses: { 200: Tool } },
  updateTool: {
    summary: "Update a tool",
    description:
      'Members sent replace the stored ones; a header sent as `"***"` keeps its stored value. Names stay ' +
      "unique in the workspace (409 `tool_name_taken`).",
    body: ToolUpdateBody,
    responses: { 200: Tool },
    errors: ["tool_name_taken", "conflict"],
  },
  deleteTool: {
    summary: "Delete a tool",
    description:
      "Deletes the tool. A tool named by a draft or a branch tip: 409 `tool_in_use` unless `?force=true`. " +
      "Versions that name a deleted tool keep working without it.",
    query: ToolDeleteQuery,
    responses: { 204: null },
    errors: ["tool_in_use"],
  },
} as const satisfies OperationSchemaTable;
