import { randomUUID } from "node:crypto";
import { injectTraceHeaders } from "@cx/tracing";
import type { BusMessage, PublishOptions } from "./port.ts";

/**
 * The wire form shared by both adapters: a JSON body plus string headers. The in-process adapter
 * stores exactly this shape so that payloads and headers behave as they would after a trip
 * through RabbitMQ (dates become strings, functions vanish, headers stay strings).
 */
export interface WireMessage {
  id: string;
  headers: Record<string, string>;
  body: string;
}

/** Envelope fields travel as headers; they are mapped back to `BusMessage` fields, not exposed as headers. */
export const ENVELOPE_HEADERS = {
  topic: "cx-topic",
  attempt: "cx-attempt",
  publishedAt: "cx-published-at",
  lastError: "cx-last-error",
} as const;

const ENVELOPE_HEADER_NAMES = new Set<string>(Object.values(ENVELOPE_HEADERS));
// Headers RabbitMQ adds when dead-lettering; they describe the bus's plumbing, not the message.
const BROKER_HEADER = /^x-(death|first-death-|last-death-)/;

/** Builds the wire message; call it inside the producer span so the injected context points at it. */
export function encodeMessage(topic: string, payload: unknown, options: PublishOptions = {}): WireMessage {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (!ENVELOPE_HEADER_NAMES.has(name)) headers[name] = String(value);
  }
  injectTraceHeaders(headers);
  headers[ENVELOPE_HEADERS.topic] = topic;
  headers[ENVELOPE_HEADERS.attempt] = "1";
  headers[ENVELOPE_HEADERS.publishedAt] = new Date().toISOString();
  return { id: options.messageId ?? randomUUID(), headers, body: JSON.stringify(payload ?? null) };
}

/** The same message for its next delivery attempt: same id, body and trace context. */
export function nextAttempt(wire: WireMessage, error: unknown): WireMessage {
  return {
    ...wire,
    headers: {
      ...wire.headers,
      [ENVELOPE_HEADERS.attempt]: String(attemptOf(wire.headers) + 1),
      [ENVELOPE_HEADERS.lastError]: describeError(error),
    },
  };
}

export function withLastError(wire: WireMessage, error: unknown): WireMessage {
  return { ...wire, headers: { ...wire.headers, [ENVELOPE_HEADERS.lastError]: describeError(error) } };
}

export function decodeMessage<T>(wire: WireMessage, fallbackTopic: string): BusMessage<T> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(wire.headers)) {
    if (!ENVELOPE_HEADER_NAMES.has(name)) headers[name] = value;
  }
  return {
    id: wire.id,
    topic: wire.headers[ENVELOPE_HEADERS.topic] ?? fallbackTopic,
    payload: JSON.parse(wire.body) as T,
    attempt: attemptOf(wire.headers),
    publishedAt: wire.headers[ENVELOPE_HEADERS.publishedAt] ?? new Date(0).toISOString(),
    headers,
  };
}

export function attemptOf(headers: Record<string, string>): number {
  const attempt = Number(headers[ENVELOPE_HEADERS.attempt]);
  return Number.isInteger(attempt) && attempt >= 1 ? attempt : 1;
}

/**
 * Header values read from AMQP may be numbers, buffers or nested tables; keep the strings. The
 * broker's dead-lettering bookkeeping is dropped so it is neither exposed nor carried into retries.
 */
export function stringHeaders(raw: Record<string, unknown> | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (BROKER_HEADER.test(name)) continue;
    if (typeof value === "string") headers[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") headers[name] = String(value);
    else if (Buffer.isBuffer(value)) headers[name] = value.toString();
  }
  return headers;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // Headers share a 64 KiB table with everything else; a stack-sized message must not break the republish.
  return text.slice(0, 1000);
}
