import type { ChatMessage, ChatRequest, KnowledgePassage, ToolCall, ToolDefinition } from "../port.ts";
import { fingerprint, sentences, similarity, terms, truncate, words } from "./lexical.ts";
import { readToolArguments } from "./tool-arguments.ts";

export const END_CALL = "end_call";

const GOODBYE = /\b(bye|goodbye|good-bye|farewell|see you|that'?s all|that is all|have a (nice|good|great) day)\b/i;
const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i;

export interface LocalReply {
  content: string | null;
  toolCalls: ToolCall[];
}

function latestUserMessage(messages: readonly ChatMessage[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role === "user") return message.content;
  }
  return undefined;
}

/** Tool results answering the latest assistant turn that called tools, when they are the last messages. */
function pendingToolResults(messages: readonly ChatMessage[]): { name: string; content: string }[] | undefined {
  let i = messages.length - 1;
  while (i >= 0 && messages[i]!.role === "tool") i--;
  if (i === messages.length - 1) return undefined;
  const caller = messages[i];
  const names = new Map((caller?.role === "assistant" ? (caller.toolCalls ?? []) : []).map((c) => [c.id, c.name]));
  return messages.slice(i + 1).map((message) => ({
    name: (message.role === "tool" && names.get(message.toolCallId)) || "the tool",
    content: message.role === "tool" ? message.content : "",
  }));
}

/** A tool result as a sentence: JSON objects as `key: value` pairs, text as written. */
function describeResult(content: string): string {
  try {
    const value = JSON.parse(content);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      const pairs = Object.entries(value).map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
      return truncate(pairs.join(", "), 400);
    }
  } catch {
    // Plain text.
  }
  return truncate(content.trim(), 400);
}

/** Whether the message names the tool, as written (`lookup_order`) or as words (`lookup order`). */
function namesTool(message: string, tool: ToolDefinition): boolean {
  if (message.toLowerCase().includes(tool.name.toLowerCase())) return true;
  const toolWords = words(tool.name.replace(/([a-z0-9])([A-Z])/g, "$1 $2"));
  if (toolWords.length < 2) return false;
  return ` ${words(message).join(" ")} `.includes(` ${toolWords.join(" ")} `);
}

function callId(messages: readonly ChatMessage[], name: string, index: number): string {
  return `call_${fingerprint(`${messages.length}:${index}:${name}`)}`;
}

/** Sentences of the system prompt and the knowledge, the best match for the question first. */
function bestAnswer(
  question: string,
  systemPrompt: string,
  knowledge: readonly KnowledgePassage[],
): string | undefined {
  const sources = [...knowledge.map((p) => p.text), systemPrompt];
  let best: { score: number; sentence: string; next: string | undefined } | undefined;
  for (const source of sources) {
    const list = sentences(source);
    for (const [i, sentence] of list.entries()) {
      // Instructions to the agent are not answers to the user.
      if (
        source === systemPrompt &&
        /^(you are|you're|you will|you must|you should|always|never|do not|don't|be|act)\b/i.test(sentence)
      )
        continue;
      const score = similarity(question, sentence);
      if (score > (best?.score ?? 0)) best = { score, sentence, next: list[i + 1] };
    }
  }
  if (!best) return undefined;
  const follow = best.next && similarity(question, best.next) > 0 ? ` ${best.next}` : "";
  return `${best.sentence}${follow}`;
}

/**
 * The agent's turn: tool results are reported; a goodbye ends the call when `end_call` is
 * offered; a message naming offered tools calls them with the arguments it holds; otherwise the
 * answer is the passage of the knowledge or the prompt that best matches the message.
 */
export function localReply(request: ChatRequest, knowledge: readonly KnowledgePassage[]): LocalReply {
  const { messages } = request;
  const tools = request.tools ?? [];
  const results = pendingToolResults(messages);
  if (results) {
    if (results.every((r) => r.name === END_CALL))
      return { content: "Goodbye, and thank you for your time.", toolCalls: [] };
    const lines = results
      .filter((r) => r.name !== END_CALL)
      .map((r) => `${r.name} answered: ${asSentence(describeResult(r.content))}`);
    return { content: `Here is what I found. ${lines.join(" ")}`, toolCalls: [] };
  }

  const question = latestUserMessage(messages);
  const systemPrompt = messages
    .filter((m) => m.role === "system")
    .map((m) => m.content)
    .join("\n");
  if (question === undefined) return { content: "Hello! How can I help you today?", toolCalls: [] };

  const endCall = tools.find((t) => t.name === END_CALL);
  if (endCall && GOODBYE.test(question)) {
    return { content: null, toolCalls: [{ id: callId(messages, END_CALL, 0), name: END_CALL, arguments: "{}" }] };
  }
  const named = tools.filter((t) => t.name !== END_CALL && namesTool(question, t));
  if (named.length > 0) {
    return {
      content: null,
      toolCalls: named.map((tool, index) => ({
        id: callId(messages, tool.name, index),
        name: tool.name,
        arguments: JSON.stringify(readToolArguments(question, tool.parameters)),
      })),
    };
  }

  const answer = bestAnswer(question, systemPrompt, knowledge);
  if (answer) return { content: answer, toolCalls: [] };
  if (GREETING.test(question) || terms(question).length === 0) {
    return { content: "Hello! How can I help you today?", toolCalls: [] };
  }
  if (GOODBYE.test(question)) return { content: "Goodbye, and thank you for your time.", toolCalls: [] };
  const topic = terms(question).length > 0 ? ` about "${truncate(question.trim(), 80)}"` : "";
  return { content: `I'm sorry, I don't have information${topic}. Could you tell me more?`, toolCalls: [] };
}

/** The text ending as a sentence does, without doubling a stop it already has. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
