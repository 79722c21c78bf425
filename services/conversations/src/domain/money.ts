/**
 * Costs are kept as whole nano-dollars (1e-9 USD) so that adding up hundreds of model calls never
 * drifts, and answered as `cost_usd`, a decimal string with 6 fractional digits (part 2.8).
 */
const NANOS_PER_USD = 1_000_000_000;

export function nanosOf(usd: number): number {
  if (!Number.isFinite(usd) || usd <= 0) return 0;
  return Math.round(usd * NANOS_PER_USD);
}

/** `"0.000420"`: rounded half up to the micro-dollar, integer arithmetic only. */
export function costUsdText(nanos: number): string {
  const micros = Math.floor((Math.max(0, nanos) + 500) / 1000);
  const whole = Math.floor(micros / 1_000_000);
  const fraction = String(micros % 1_000_000).padStart(6, "0");
  return `${whole}.${fraction}`;
}
