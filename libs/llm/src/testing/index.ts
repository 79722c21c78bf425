export { describeLanguageModelContract, type LanguageModelContractSetup } from "./contract.ts";
export {
  OpenAiTestServer,
  type OpenAiTestServerOptions,
  type RecordedRequest,
  type ScriptedAnswer,
  type ScriptedUsage,
} from "./openai-test-server.ts";
