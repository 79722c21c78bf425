import { AppError } from "@cx/errors";
import { errorResponse, jsonResponse } from "@cx/http-kit";
import pTimeout from "p-timeout";

export type Check = () => Promise<void>;

const CHECK_TIMEOUT_MS = 2000;

/** Readiness: 200 only when every dependency answers; 503 `unavailable` naming the ones that did not. */
export async function readiness(checks: Record<string, Check>, draining: boolean): Promise<Response> {
  if (draining) return errorResponse(new AppError("unavailable", "The process is shutting down.", { checks: {} }));
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await pTimeout(check(), { milliseconds: CHECK_TIMEOUT_MS });
        return [name, "ok"] as const;
      } catch {
        return [name, "down"] as const;
      }
    }),
  );
  const status = Object.fromEntries(results);
  if (results.some(([, s]) => s !== "ok")) {
    return errorResponse(new AppError("unavailable", "A dependency does not answer.", { checks: status }));
  }
  return jsonResponse(200, { status: "ready", checks: status });
}

export function liveness(): Response {
  return jsonResponse(200, { status: "ok" });
}
