import type { ChatMessage, ChatRequest } from "./port.ts";

/** Words and single symbols: what the estimate counts. */
const PIECES = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;
/** Every message costs a few tokens of framing (role, separators), as in the providers' chat formats. */
const PER_MESSAGE_TOKENS = 3;

/**
 * A deterministic estimate of a text's token count, used by the local engine and when a provider
 * reports no usage: one token per started five characters of a word (short words are one token,
 * long ones split as sub-word tokenizers split them) and one per punctuation mark or symbol.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const [piece] of text.matchAll(PIECES)) tokens += Math.ceil(piece.length / 5);
  return tokens;
}

function messageText(message: ChatMessage): string {
  if (message.role === "assistant") {
    const calls = (message.toolCalls ?? []).map((call) => `${call.name} ${call.arguments}`);
    return [message.content ?? "", ...calls].join(" ");
  }
  return message.content;
}

/** Input tokens of a request: every message, plus the tool definitions and schema the model is shown. */
export function estimateInputTokens(request: ChatRequest): number {
  let tokens = 0;
  for (const message of request.messages) tokens += PER_MESSAGE_TOKENS + estimateTokens(messageText(message));
  for (const tool of request.tools ?? []) {
    tokens += estimateTokens(`${tool.name} ${tool.description} ${JSON.stringify(tool.parameters)}`);
  }
  if (request.responseSchema) tokens += estimateTokens(JSON.stringify(request.responseSchema.schema));
  return tokens;
}
