import { LoginBody, RegisterBody } from "@cx/contracts";
import { createController } from "@cx/http-kit";
import type { IdentityDeps } from "../app/deps.ts";
import { login } from "../app/login.ts";
import { register } from "../app/register.ts";
import { logout, me } from "../app/session.ts";
import { requireSignedCaller, sessionCaller } from "./callers.ts";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie.ts";

export function authController(deps: IdentityDeps, secret: string) {
  return (
    createController("identity-auth")
      .post(
        "/api/v1/auth/register",
        async ({ body, set }) => {
          await register(deps, body);
          set.status = 202;
          return { status: "diterima" as const };
        },
        { body: RegisterBody },
      )
      .post(
        "/api/v1/auth/login",
        async ({ body, cookie }) => {
          const session = await login(deps, body);
          // Elysia creates a jar entry for any name on first access, so this is never undefined.
          setSessionCookie(cookie[SESSION_COOKIE]!, session.token, session.maxAgeSeconds);
          return { status: "masuk" as const };
        },
        { body: LoginBody },
      )
      // Only the routes below need a signed caller: register and login are public.
      .onTransform(requireSignedCaller(secret))
      .get("/api/v1/auth/me", ({ request }) => me(deps, sessionCaller(request, secret).userId))
      .post("/api/v1/auth/logout", async ({ request, cookie, set }) => {
        const caller = sessionCaller(request, secret);
        if (caller.sessionId) await logout(deps, caller.userId, caller.sessionId);
        clearSessionCookie(cookie[SESSION_COOKIE]!);
        set.status = 204;
        return null;
      })
  );
}
