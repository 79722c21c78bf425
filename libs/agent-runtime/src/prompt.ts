/** Prompt assembly (part 8): the system message, then the history as chat messages. */
import type { AgentConfig, HistoryEntry, Language } from "@cx/contracts";
import type { ChatMessage, KnowledgePassage, ToolCall } from "@cx/llm";
import { type SystemContext, substituteVariables } from "./variables.ts";

/** Added after the agent's prompt unless `ignore_default_personality` is true. */
export const DEFAULT_PERSONALITY =
  "You are a helpful, friendly assistant. Answer clearly and briefly, and do not invent facts you were not given.";

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", id: "Indonesian (Bahasa Indonesia)" };

export function languageInstruction(language: Language): string {
  return `Always answer in ${LANGUAGE_NAMES[language]}, whatever language the user writes in.`;
}

export function buildSystemMessage(
  config: AgentConfig,
  dynamicVariables: Readonly<Record<string, unknown>> | undefined,
  context: SystemContext,
  knowledge: readonly KnowledgePassage[],
): string {
  const prompt = config.agent?.prompt;
  const sections: string[] = [];
  const text = substituteVariables(prompt?.prompt ?? "", dynamicVariables, context).trim();
  if (text) sections.push(text);
  if (!prompt?.ignore_default_personality) sections.push(DEFAULT_PERSONALITY);
  if (config.agent?.language) sections.push(languageInstruction(config.agent.language));
  if (knowledge.length > 0) {
    const body = knowledge.map((p) => `### ${p.documentName}\n${p.text}`).join("\n\n");
    sections.push(`## Knowledge\nUse the following knowledge to answer.\n\n${body}`);
  }
  return sections.join("\n\n");
}

function textMessage(role: HistoryEntry["role"], content: string): ChatMessage {
  return role === "user" ? { role: "user", content } : { role: "assistant", content };
}

/** Answers the model for a call that the history left without a result, so the protocol holds. */
export const MISSING_RESULT = "No result was recorded for this call.";

/**
 * Turns part 2.4 history into chat messages. Providers insist that every tool call is answered by
 * a tool message before the conversation goes on, and that no tool message is orphaned; a hand-
 * written test history need not be that careful, so missing results are filled with
 * `MISSING_RESULT` and an orphaned result gets the call it answers (arguments `{}`).
 */
export function historyToMessages(history: readonly HistoryEntry[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  let unanswered: ToolCall[] = [];
  const answerOutstanding = () => {
    for (const call of unanswered) messages.push({ role: "tool", toolCallId: call.id, content: MISSING_RESULT });
    unanswered = [];
  };
  for (const entry of history) {
    const calls = entry.tool_calls ?? [];
    const results = entry.tool_results ?? [];
    if (calls.length > 0) {
      answerOutstanding();
      const toolCalls = calls.map((c) => ({ id: c.request_id, name: c.tool_name, arguments: c.params_as_json }));
      messages.push({ role: "assistant", content: entry.message ?? null, toolCalls });
      unanswered = [...toolCalls];
    } else if (entry.message && results.length === 0) {
      answerOutstanding();
      messages.push(textMessage(entry.role, entry.message));
    }
    for (const result of results) {
      const index = unanswered.findIndex((c) => c.id === result.request_id);
      if (index >= 0) unanswered.splice(index, 1);
      else {
        answerOutstanding();
        messages.push({
          role: "assistant",
          content: null,
          toolCalls: [{ id: result.request_id, name: result.tool_name, arguments: "{}" }],
        });
      }
      messages.push({ role: "tool", toolCallId: result.request_id, content: result.result_value });
    }
    if (results.length > 0 && entry.message && calls.length === 0) {
      answerOutstanding();
      messages.push(textMessage(entry.role, entry.message));
    }
  }
  answerOutstanding();
  return messages;
}
