const HOUR_MS = 60 * 60 * 1000;

/** Extension spec part 1: 12 hours, or 30 days with `remember`. */
export const SESSION_LIFETIME_MS = 12 * HOUR_MS;
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR_MS;

export function sessionLifetimeMs(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
}

export function isExpired(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) <= now.getTime();
}

/** Failed logins per normalised email (extension spec part 1): 5 in 15 minutes. */
export const LOGIN_FAILURE_POLICY = { name: "login-email-failures", points: 5, windowSeconds: 15 * 60 } as const;
