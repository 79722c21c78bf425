export * from "./agents.ts";
export * from "./base.ts";
export * from "./conversations.ts";
export * from "./identity.ts";
export * from "./knowledge.ts";
export * from "./registry.ts";
export * from "./testing.ts";
export * from "./topics.ts";
