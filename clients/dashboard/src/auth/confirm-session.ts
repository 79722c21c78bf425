import { ApiError, unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import type { Me } from "./session.tsx";

/**
 * After a successful log-in, the user as the session cookie now shows them. The cookie is
 * `Secure`: a browser on plain HTTP anywhere but localhost drops it, and the log-in would seem to
 * do nothing; this says why instead.
 */
export async function confirmSession(): Promise<Me> {
  try {
    return (await unwrap(cx.GET("/api/v1/auth/me"))) as Me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Error(
        "You are logged in, but this browser did not keep the session cookie. The cookie is only sent over HTTPS (or to localhost): open the dashboard at an https:// address or at http://localhost.",
      );
    throw error;
  }
}
