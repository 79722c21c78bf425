import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import { limitBody } from "./body-limit.ts";

/** A POST whose body is `chunks` as a stream: no declared length, as a chunked upload has. */
function streamed(chunks: string[]): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request("http://service/upload", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("limitBody", () => {
  it("hands on a body without a declared length whole, its chunks in order", async () => {
    const request = streamed(["first,", "second,", "third"]);
    expect(request.headers.get("content-length")).toBeNull();
    const limited = await limitBody(request, 64);
    expect(await limited.text()).toBe("first,second,third");
    expect(limited.method).toBe("POST");
  });

  it("refuses such a body once it passes the limit", async () => {
    const error = await limitBody(streamed(["x".repeat(40), "y".repeat(40)]), 64).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("payload_too_large");
  });
});
