export { type AgentDirectory, createBusAgentDirectory } from "./bus-agent-directory.ts";
