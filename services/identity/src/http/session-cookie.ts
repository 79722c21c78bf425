import type { Cookie } from "elysia";

export const SESSION_COOKIE = "cx_session";

/**
 * Extension spec part 1: HttpOnly, Secure, SameSite=Lax, Path=/; `Max-Age` only when remembered,
 * otherwise a browser-session cookie. Set through Elysia's core cookie API (the `@elysiajs/cookie`
 * plugin was merged into core and is frozen).
 */
export function setSessionCookie(cookie: Cookie<unknown>, token: string, maxAgeSeconds: number | undefined): void {
  cookie.set({
    value: token,
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: "/",
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

/** Tells the browser to forget the cookie (the session itself is already deleted). */
export function clearSessionCookie(cookie: Cookie<unknown>): void {
  cookie.set({ value: "", httpOnly: true, secure: true, sameSite: "lax", path: "/", maxAge: 0 });
}
