import { afterEach, beforeEach } from "bun:test";
import { freshIdentity, type SignedUpUser, type TestIdentity } from "./identity.ts";

/**
 * Before each test of the file that calls it: a fresh identity service with Ana signed up (owning
 * a workspace); closed after the test. Read `identity` and `ana` inside tests, not at load time.
 */
export function identityWithAnaEachTest(): { readonly identity: TestIdentity; readonly ana: SignedUpUser } {
  let current: [TestIdentity, SignedUpUser] | undefined;
  beforeEach(async () => {
    current = await freshIdentity("ana@example.com");
  });
  afterEach(() => current?.[0].close());
  const now = () => {
    if (!current) throw new Error("read inside a test");
    return current;
  };
  return {
    get identity() {
      return now()[0];
    },
    get ana() {
      return now()[1];
    },
  };
}
