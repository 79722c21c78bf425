/** Numbers of test results as the invocation pages show them. */

export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? "—" : `${Math.round(rate * 100)}%`;
}

export function usd(value: number): string {
  return `$${value.toFixed(value !== 0 && Math.abs(value) < 0.01 ? 4 : 2)}`;
}

export function signedUsd(value: number): string {
  return `${value > 0 ? "+" : value < 0 ? "−" : ""}${usd(Math.abs(value))}`;
}

export function signed(value: number): string {
  return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toLocaleString()}`;
}

export function signedPoints(delta: number | null): string {
  if (delta === null) return "—";
  const points = Math.round(delta * 100);
  return `${points > 0 ? "+" : points < 0 ? "−" : ""}${Math.abs(points)} pts`;
}

/** pass^k: yes, no, or not known until every run has ended. */
export function yesNo(value: boolean | null | undefined): string {
  return value === null || value === undefined ? "—" : value ? "yes" : "no";
}
