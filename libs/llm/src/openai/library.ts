/**
 * The `openai` package, loaded the first time a process talks to a model endpoint: a process on
 * the local engine (no `LLM_BASE_URL`) never pays for it in memory or start-up time. `require`
 * keeps the adapter's factories synchronous.
 */
export function openAiLibrary(): typeof import("openai") {
  return require("openai") as typeof import("openai");
}
