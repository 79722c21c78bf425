/**
 * An agent whose analysis always fails: its one goal is one no reply ever meets, so every
 * analysed conversation ends `call_successful: false` (what automatic rollback acts on).
 */
export const FAILING_ANALYSIS_CONFIG = {
  agent: {
    first_message: "Hi! How can I help?",
    prompt: { prompt: "You are the support agent of Toko.", llm: "vendor-a-5-mini" },
  },
  platform_settings: {
    evaluation: {
      criteria: [
        { id: "glossary", name: "Glossary", conversation_goal_prompt: "The agent recited the xylophone glossary." },
      ],
    },
  },
};
