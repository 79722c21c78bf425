import type { ChatResult, Usage } from "./port.ts";

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

export type PriceTable = Readonly<Record<string, ModelPrice>>;

/**
 * List prices of the models behind the platform's model ids, USD per million tokens. Operators
 * whose contract differs, or who add models, set `LLM_PRICES`.
 */
export const DEFAULT_PRICES: PriceTable = {
  "vendor-a-5-mini": { input: 0.25, output: 2 },
  "vendor-a-5": { input: 1.25, output: 10 },
  "vendor-b-v4-flash": { input: 0.14, output: 0.28 },
  "vendor-c-haiku-4-5": { input: 1, output: 5 },
  "vendor-c-sonnet-4-5": { input: 3, output: 15 },
  "vendor-d-2.5-flash": { input: 0.3, output: 2.5 },
};

export function priceTable(overrides: PriceTable = {}): PriceTable {
  return { ...DEFAULT_PRICES, ...overrides };
}

/**
 * tokens × price per million. Rounded to 12 decimals so that the same usage always gives the
 * same number, free of binary floating-point residue (sums of costs are shown as decimals).
 * A model without a price costs 0.
 */
export function costUsd(prices: PriceTable, model: string, usage: Usage): number {
  const price = prices[model];
  if (price === undefined) return 0;
  const cost = (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
  return Number(cost.toFixed(12));
}

/** What an adapter made of a chat, priced by the table: both adapters answer through here. */
export function pricedResult(prices: PriceTable, answer: Omit<ChatResult, "costUsd">): ChatResult {
  const { model, content, toolCalls, output, usage, finishReason } = answer;
  return {
    model,
    content,
    toolCalls,
    ...(output !== undefined ? { output } : {}),
    usage,
    costUsd: costUsd(prices, model, usage),
    finishReason,
  };
}
