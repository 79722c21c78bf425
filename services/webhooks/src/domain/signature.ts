import { createHmac, randomBytes } from "node:crypto";

/** A new signing secret: 32 random bytes, as hex, after the `whsec_` prefix. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

/**
 * `X-CX-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The time is
 * signed with the body so that a receiver can refuse an old delivery replayed.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
