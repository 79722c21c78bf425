export { AgentReadModel } from "./agent-read-model.ts";
export type { AgentVersionView, AgentView, BranchView, DraftView, ToolView } from "./documents.ts";
export { agentReadModelModule } from "./module.ts";
export { agentReadModelHandlers, subscribeAgentReadModel } from "./subscribe.ts";
export { toolCatalog } from "./tool-catalog.ts";
