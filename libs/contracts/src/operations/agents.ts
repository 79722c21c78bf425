import { Tool, ToolCreateBody, ToolListPage, ToolUpdateBody } from "../resources/tool.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** The agents service's operations (agents, branches, versions, drafts, deployments, tools). */
export const agentsOperations = {
  createTool: { body: ToolCreateBody, responses: { 201: Tool }, errors: ["tool_name_taken"] },
  listTools: { responses: { 200: ToolListPage } },
  getTool: { responses: { 200: Tool } },
  updateTool: { body: ToolUpdateBody, responses: { 200: Tool }, errors: ["tool_name_taken"] },
  deleteTool: { responses: { 204: null }, errors: ["tool_in_use"] },
} as const satisfies OperationSchemaTable;
