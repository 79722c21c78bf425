import { describe, expect, it } from "bun:test";
import { Writable } from "node:stream";
import { createLogger } from "./index.ts";

function captured() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("test", { level: "info", destination }) };
}

describe("logger", () => {
  it("redacts secrets wherever a careless call puts them", async () => {
    const { lines, logger } = captured();
    logger.info(
      {
        password: "hunter2-password",
        body: { password: "nested-password", key: "cxk_secretkeyvalue" },
        request: { headers: { authorization: "Bearer cxk_bearervalue", cookie: "cx_session=tokenvalue" } },
        token: "raw-token-value",
      },
      "a request",
    );
    await Bun.sleep(10);
    const text = lines.join("");
    for (const secret of [
      "hunter2-password",
      "nested-password",
      "cxk_secretkeyvalue",
      "cxk_bearervalue",
      "tokenvalue",
      "raw-token-value",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("[redacted]");
    expect(text).toContain("a request");
  });
});
