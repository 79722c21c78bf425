/** Whether an answer's status counts as delivered: 2XX only (a redirect is followed first). */
export function isDelivered(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}

export const DISABLED_REASON = "Disabled after 50 failed deliveries in a row.";
