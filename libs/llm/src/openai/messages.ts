import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import type { ChatMessage, ChatRequest, ChatResult, ToolDefinition } from "../port.ts";

export function toProviderMessages(messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case "system":
      case "user":
        return { role: message.role, content: message.content };
      case "tool":
        return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
      default: {
        const calls = message.toolCalls ?? [];
        return {
          role: "assistant",
          content: message.content,
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call) => ({
                  id: call.id,
                  type: "function" as const,
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        };
      }
    }
  });
}

function toProviderTool(tool: ToolDefinition): ChatCompletionTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

/** The request body shared by the streaming and the non-streaming call. */
export function toProviderRequest(
  request: ChatRequest,
  providerModel: string,
): Omit<ChatCompletionCreateParamsBase, "stream"> {
  return {
    model: providerModel,
    messages: toProviderMessages(request.messages),
    ...(request.tools && request.tools.length > 0 ? { tools: request.tools.map(toProviderTool) } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    // `max_tokens` is refused by reasoning models; OpenAI-compatible servers accept the newer name.
    ...(request.maxTokens !== undefined ? { max_completion_tokens: request.maxTokens } : {}),
    ...(request.responseSchema
      ? {
          response_format: {
            type: "json_schema" as const,
            json_schema: { name: request.responseSchema.name, strict: true, schema: request.responseSchema.schema },
          },
        }
      : {}),
  };
}

export function toFinishReason(reason: string | null | undefined): ChatResult["finishReason"] {
  return reason === "stop" || reason === "tool_calls" || reason === "length" ? reason : "other";
}
