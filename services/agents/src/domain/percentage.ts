/**
 * Deployment percentages as exact integers: 1% = 100 basis points. The value is read from its
 * decimal text (a number is read through its shortest round-trip text, which is what the client
 * wrote in JSON), never through floating-point arithmetic, so `"33.33"` is exactly 3333.
 */

export type PercentageProblem = "not_a_number" | "negative" | "above_100" | "too_many_decimals";

export type PercentageParse = { ok: true; basisPoints: number } | { ok: false; problem: PercentageProblem };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export const PERCENTAGE_MESSAGES: Record<PercentageProblem, string> = {
  not_a_number: 'must be a decimal number such as 12.5 or "33.33"',
  negative: "must not be negative",
  above_100: "must not be above 100",
  too_many_decimals: "must have at most two decimals",
};

export function parsePercentage(input: unknown): PercentageParse {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, problem: "not_a_number" };
    if (input < 0) return { ok: false, problem: "negative" };
    if (input > 100) return { ok: false, problem: "above_100" };
    text = String(input);
    // Only a tiny non-zero number prints in exponent form here (below 1e-6): too precise.
    if (text.includes("e")) return { ok: false, problem: "too_many_decimals" };
  } else if (typeof input === "string") {
    text = input;
  } else {
    return { ok: false, problem: "not_a_number" };
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, problem: "not_a_number" };
  const [, sign = "", wholeDigits = "", fractionDigits = ""] = match;
  // Trailing zeros do not add precision: "12.500" is 12.50.
  const fraction = fractionDigits.replace(/0+$/, "");
  const whole = wholeDigits.replace(/^0+(?=\d)/, "");
  const isZero = /^0+$/.test(wholeDigits) && fraction === "";
  if (sign === "-" && !isZero) return { ok: false, problem: "negative" };
  if (whole.length > 3) return { ok: false, problem: "above_100" };
  if (fraction.length > 2) {
    return Number(whole) >= 100 ? { ok: false, problem: "above_100" } : { ok: false, problem: "too_many_decimals" };
  }
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (basisPoints > 10000) return { ok: false, problem: "above_100" };
  return { ok: true, basisPoints };
}

/** The response form: always two decimals (1250 → "12.50"). */
export function formatPercentage(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  return `${whole}.${String(fraction).padStart(2, "0")}`;
}
