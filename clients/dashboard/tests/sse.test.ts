import { describe, expect, it } from "bun:test";
import { readEvents } from "../src/pages/agent/sse.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("server-sent events read from a reply", () => {
  it("reads events split anywhere across chunks, CRLF or LF, with multi-line data", async () => {
    const events = [];
    for await (const event of readEvents(
      streamOf([
        'event: delta\ndata: {"text":"Orders ',
        'ship"}\n\nevent: del',
        'ta\r\ndata: {"text":"soon"}\r',
        "\n\r\n: a comment\n\n",
        "data: line one\ndata: line two\n\nevent: done\ndata: {}\n\n",
      ]),
    ))
      events.push(event);
    expect(events).toEqual([
      { event: "delta", data: '{"text":"Orders ship"}' },
      { event: "delta", data: '{"text":"soon"}' },
      { event: "message", data: "line one\nline two" },
      { event: "done", data: "{}" },
    ]);
  });
});
