import { AppError } from "@cx/errors";
import { normaliseEmail } from "../domain/email.ts";
import { newId } from "../domain/ids.ts";
import { newSessionToken, sha256Hex } from "../domain/secrets.ts";
import { sessionLifetimeMs } from "../domain/session-policy.ts";
import type { IdentityDeps } from "./deps.ts";

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean | undefined;
}

export interface IssuedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  /** Set only with `remember`: the cookie's Max-Age. Otherwise a browser-session cookie. */
  maxAgeSeconds: number | undefined;
  expiresAt: string;
}

/**
 * Part 4.2. Every attempt counts against the email's failure budget before the password is
 * checked (so parallel guesses cannot slip past the limit), and a success clears the count: what
 * is limited is failures since the last success. Once the budget is spent the answer is 429 even
 * for the right password, and for an email nobody registered alike.
 */
export async function login(deps: IdentityDeps, input: LoginInput): Promise<IssuedSession> {
  const email = normaliseEmail(input.email);
  // The limiter key is a hash, so the cache never holds email addresses.
  const limiterKey = sha256Hex(email);
  const decision = await deps.loginFailures.consume(limiterKey);
  if (!decision.allowed) {
    throw AppError.rateLimited("Too many failed logins for this account. Try again later.", decision.retryAfterSeconds);
  }
  const user = await deps.users.findByEmail(email);
  const valid = user
    ? await deps.passwords.verify(input.password, user.password_hash)
    : await deps.passwords.verifyDummy(input.password);
  if (!user || !valid) {
    deps.logger.info("login refused");
    throw invalidCredentials();
  }
  await deps.loginFailures.reset(limiterKey);
  const now = deps.clock();
  const remember = input.remember === true;
  const lifetimeMs = sessionLifetimeMs(remember);
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  const sessionId = newId("ses");
  await deps.sessions.insert({
    _id: sessionId,
    token_hash: sha256Hex(token),
    user_id: user._id,
    remember,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  deps.logger.info({ userId: user._id, sessionId, remember }, "signed in");
  return { token, maxAgeSeconds: remember ? lifetimeMs / 1000 : undefined, expiresAt };
}

/** One answer for an unknown email and a wrong password. */
function invalidCredentials(): AppError {
  return AppError.unauthenticated("The email or password is not correct.");
}
