import { describe, expect, it } from "bun:test";
import { type Caller, CallerSigner, verifyCaller } from "./caller.ts";

const SECRET = "caller-signer-test-secret-0123456789";
const caller = (): Caller => ({ userId: "usr_1", workspaceId: "ws_a", role: "member", via: "session" });

describe("CallerSigner", () => {
  it("reuses a token for the same caller, and signs afresh once its reuse time is over", () => {
    const signer = new CallerSigner(SECRET, 60, 50);
    const token = signer.sign(caller(), 1_000_000);
    expect(signer.sign(caller(), 1_005_000)).toBe(token);
    const later = signer.sign(caller(), 1_011_000);
    expect(later).not.toBe(token);
    expect(verifyCaller(later, SECRET, 1_011_000)).toEqual(caller());
  });

  it("finds a frozen caller's token by the object, and re-signs it when its reuse time is over", () => {
    const signer = new CallerSigner(SECRET, 60, 50);
    const frozen = Object.freeze(caller());
    const token = signer.sign(frozen, 1_000_000);
    expect(signer.sign(frozen, 1_009_000)).toBe(token);
    expect(signer.sign(frozen, 1_010_000)).not.toBe(token);
  });

  it("never hands a changed caller the token of what it was: an object that can change is keyed by its fields", () => {
    const signer = new CallerSigner(SECRET, 60, 50);
    const mutable = caller();
    const asMember = signer.sign(mutable, 1_000_000);
    mutable.role = "owner";
    const asOwner = signer.sign(mutable, 1_000_001);
    expect(asOwner).not.toBe(asMember);
    expect(verifyCaller(asOwner, SECRET, 1_000_001)?.role).toBe("owner");
  });
});
