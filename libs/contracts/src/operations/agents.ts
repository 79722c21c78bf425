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
import { Deployment, DeploymentUpdateBody, DeploymentUpdateResponse } from "../resources/deployment.ts";
import { ReconcileApplyBody, ReconcilePreview } from "../resources/reconcile.ts";
import { Tool, ToolCreateBody, ToolDeleteQuery, ToolListPage, ToolUpdateBody } from "../resources/tool.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** The agents service's operations (agents, branches, versions, drafts, deployments, tools). */
export const agentsOperations = {
  // An agent's configuration may name documents and tools: checking them asks the knowledge
  // service, so every write of a configuration may answer 503 `unavailable`.
  createAgent: { body: AgentCreateBody, responses: { 201: Agent }, errors: ["unavailable"] },
  listAgents: { query: PageQuery, responses: { 200: AgentListPage } },
  getAgent: { responses: { 200: Agent } },
  renameAgent: { body: AgentRenameBody, responses: { 200: Agent } },
  listBranches: { query: PageQuery, responses: { 200: BranchListPage } },
  createBranch: {
    body: BranchCreateBody,
    responses: { 201: Branch },
    errors: ["branch_name_taken", "unavailable"],
  },
  updateBranch: {
    body: BranchUpdateBody,
    responses: { 200: Branch },
    errors: ["branch_name_taken", "branch_main_protected", "conflict"],
  },
  listVersions: { query: PageQuery, responses: { 200: VersionListPage } },
  getVersion: { responses: { 200: Version } },
  getDraft: { query: BranchQuery, responses: { 200: Draft } },
  saveDraft: {
    query: BranchQuery,
    body: DraftSaveBody,
    responses: { 200: Draft },
    errors: ["conflict", "unavailable"],
  },
  discardDraft: { query: BranchQuery, responses: { 204: null } },
  publishDraft: {
    query: BranchQuery,
    responses: { 201: Version },
    errors: ["conflict", "draft_stale", "unavailable"],
  },
  reconcilePreview: { query: ReconcilePreviewQuery, responses: { 200: ReconcilePreview } },
  reconcileApply: {
    query: BranchQuery,
    body: ReconcileApplyBody,
    responses: { 200: Draft },
    errors: ["conflict", "draft_changed", "unavailable"],
  },
  getDeployments: { responses: { 200: Deployment } },
  updateDeployments: {
    body: DeploymentUpdateBody,
    responses: { 200: DeploymentUpdateResponse },
    errors: ["deployment_invalid", "deployment_branch_archived", "deployment_stale", "conflict"],
  },
  createTool: { body: ToolCreateBody, responses: { 201: Tool }, errors: ["tool_name_taken"] },
  listTools: { query: PageQuery, responses: { 200: ToolListPage } },
  getTool: { responses: { 200: Tool } },
  updateTool: { body: ToolUpdateBody, responses: { 200: Tool }, errors: ["tool_name_taken", "conflict"] },
  deleteTool: { query: ToolDeleteQuery, responses: { 204: null }, errors: ["tool_in_use"] },
} as const satisfies OperationSchemaTable;
