import { describe, expect, it } from "bun:test";
import { PEER_ADDRESS_HEADER } from "@cx/http-kit";
import { bootAllInOne } from "../harness/index.ts";

async function attempts(
  baseUrl: string,
  count: number,
  forwardedFor?: (i: number) => string,
  header = "x-forwarded-for",
) {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < count; i++) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (forwardedFor) headers[header] = forwardedFor(i);
    const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: `nobody${i}@example.com`, password: "wrong password" }),
    });
    statuses.push(response.status);
    if (response.status === 429) retryAfter = response.headers.get("retry-after");
  }
  return { statuses, retryAfter };
}

describe("register and log-in attempts per client address (default limit: 10 a minute)", () => {
  it("answers the 11th attempt with 429 and Retry-After, and X-Forwarded-For cannot dodge it", async () => {
    const platform = await bootAllInOne({ AUTH_RATE_LIMIT_PER_MINUTE: "10" });
    try {
      const { statuses, retryAfter } = await attempts(platform.baseUrl, 12, (i) => `198.51.100.${i}`);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    } finally {
      await platform.stop();
    }
  });

  it("ignores a peer address header a client sends: the socket's peer is counted", async () => {
    const platform = await bootAllInOne({ AUTH_RATE_LIMIT_PER_MINUTE: "10" });
    try {
      const { statuses } = await attempts(platform.baseUrl, 12, (i) => `198.51.100.${i}`, PEER_ADDRESS_HEADER);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await platform.stop();
    }
  });

  it("counts each client separately behind a trusted proxy", async () => {
    const platform = await bootAllInOne({ AUTH_RATE_LIMIT_PER_MINUTE: "10", TRUSTED_PROXIES: "127.0.0.1/32,::1/128" });
    try {
      const spread = await attempts(platform.baseUrl, 12, (i) => `198.51.100.${i}`);
      expect(spread.statuses.every((s) => s === 401)).toBe(true);
      const same = await attempts(platform.baseUrl, 12, () => "203.0.113.50");
      expect(same.statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await platform.stop();
    }
  });
});
