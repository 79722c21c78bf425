/**
 * The support agent the conversation benchmarks talk to, and what its users say: a config that
 * asks for every analysis (criteria, data collection, sentiment, topics), so an ended
 * conversation costs what a fully configured agent's does.
 */
import type { AgentConfig } from "@cx/contracts";

export const SUPPORT_AGENT_CONFIG: AgentConfig = {
  agent: {
    first_message: "Hello {{customer}}, how can I help?",
    prompt: {
      prompt: "You are the support agent of Toko. Orders ship within two working days. Returns are free for 30 days.",
      llm: "vendor-a-5-mini",
    },
  },
  platform_settings: {
    evaluation: {
      criteria: [
        { id: "shipping", name: "Shipping", conversation_goal_prompt: "The agent said when orders ship." },
        { id: "returns", name: "Returns", conversation_goal_prompt: "The agent explained the return policy." },
      ],
    },
    data_collection: { order_number: { type: "integer", description: "The order number the user gave" } },
    sentiment_analysis: { enabled: true },
    topic_discovery: { enabled: true },
  },
};

/** A user's turns, in the order they say them. */
export const SUPPORT_USER_LINES = [
  "When does my order ship?",
  "My order number is 4412.",
  "Can I return it if it does not fit?",
  "How long do returns take?",
  "Thanks, that helps a lot.",
];
