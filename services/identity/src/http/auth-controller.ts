import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { IdentityDeps } from "../app/deps.ts";
import { login } from "../app/login.ts";
import { register } from "../app/register.ts";
import { logout, me } from "../app/session.ts";
import { asUserId } from "../domain/ids.ts";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie.ts";

/** Register and log in are public (the gateway signs an anonymous caller); the rest are sessions'. */
export function authController(deps: IdentityDeps, secret: string) {
  return createController("identity-auth")
    .use(routeGuard(secret))
    .post(
      pathOf("register"),
      async ({ body, set }) => {
        await register(deps, body);
        set.status = 202;
        return { status: "diterima" as const };
      },
      guard("register"),
    )
    .post(
      pathOf("login"),
      async ({ body, cookie }) => {
        const session = await login(deps, body);
        // Elysia creates a jar entry for any name on first access, so this is never undefined.
        setSessionCookie(cookie[SESSION_COOKIE]!, session.token, session.maxAgeSeconds);
        return { status: "masuk" as const };
      },
      guard("login"),
    )
    .get(pathOf("me"), ({ caller }) => me(deps, asUserId(caller.userId)), guard("me"))
    .post(
      pathOf("logout"),
      async ({ caller, cookie, set }) => {
        if (caller.sessionId) await logout(deps, asUserId(caller.userId), caller.sessionId);
        clearSessionCookie(cookie[SESSION_COOKIE]!);
        set.status = 204;
        return null;
      },
      guard("logout"),
    );
}
