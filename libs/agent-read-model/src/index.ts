export { AgentReadModel } from "./agent-read-model.ts";
export type { AgentVersionView, AgentView, BranchView, ToolView } from "./documents.ts";
export { subscribeAgentReadModel } from "./subscribe.ts";
