/** Usage and cost of every model call a reply, a verdict or a simulated turn makes. */
import type { ChatResult } from "@cx/llm";

export type ModelCallPurpose = "reply" | "verdict" | "simulated_user";

export interface ModelCallRecord {
  purpose: ModelCallPurpose;
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
}

export interface UsageTotals {
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
}

export function recordOf(purpose: ModelCallPurpose, result: ChatResult): ModelCallRecord {
  return {
    purpose,
    model: result.model,
    input_tokens: result.usage.inputTokens,
    output_tokens: result.usage.outputTokens,
    cost_usd: result.costUsd,
  };
}

// Costs are fractions of a cent; rounding the sum to 1e-9 USD keeps float noise out of totals.
const COST_SCALE = 1e9;

export function totalUsage(records: readonly ModelCallRecord[]): UsageTotals {
  let input = 0;
  let output = 0;
  let cost = 0;
  for (const r of records) {
    input += r.input_tokens;
    output += r.output_tokens;
    cost += Math.round(r.cost_usd * COST_SCALE);
  }
  return { input_tokens: input, output_tokens: output, cost_usd: cost / COST_SCALE };
}
