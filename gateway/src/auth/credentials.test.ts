import { describe, expect, it } from "bun:test";
import { credentialOf } from "./credentials.ts";

const withHeaders = (headers: Record<string, string>) => new Request("http://gateway/api/v1/auth/me", { headers });

describe("credentialOf", () => {
  it("takes the session token from among other cookies, as sent when nothing needs decoding", () => {
    expect(credentialOf(withHeaders({ cookie: "theme=dark; cx_session=abc_DEF-123 ; lang=en" }))).toEqual({
      kind: "session",
      token: "abc_DEF-123",
    });
  });

  it("decodes a percent-encoded token, and keeps text that is not valid percent-encoding as it is", () => {
    expect(credentialOf(withHeaders({ cookie: "cx_session=a%2Bb%3D" }))).toEqual({ kind: "session", token: "a+b=" });
    expect(credentialOf(withHeaders({ cookie: "cx_session=%zz" }))).toEqual({ kind: "session", token: "%zz" });
  });

  it("prefers a bearer key to a cookie, and treats a malformed Authorization header as a failing key", () => {
    expect(credentialOf(withHeaders({ cookie: "cx_session=s", authorization: "Bearer k1" }))).toEqual({
      kind: "api_key",
      token: "k1",
    });
    expect(credentialOf(withHeaders({ authorization: "Basic abc" }))).toEqual({ kind: "api_key", token: "" });
    expect(credentialOf(withHeaders({ cookie: "other=1" }))).toEqual({ kind: "none" });
  });
});
