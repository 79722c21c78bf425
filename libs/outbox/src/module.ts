import { defineSlice } from "@cx/config";
import { busModule, defineModule } from "@cx/runtime";
import { Type } from "@sinclair/typebox";
import { Outbox } from "./outbox.ts";

export const outboxSlice = defineSlice({
  sweepIntervalMs: {
    env: "OUTBOX_SWEEP_INTERVAL_MS",
    schema: Type.Integer({ minimum: 50, maximum: 600000 }),
    default: 5000,
    description:
      "How often events that a crash or a bus outage left on their documents are looked for and published; an event younger than this is left to the request that wrote it.",
  },
  relay: {
    env: "OUTBOX_RELAY",
    schema: Type.Union([Type.Literal("after-write"), Type.Literal("sweeper-only")]),
    default: "after-write",
    description:
      "`after-write` publishes a change's events as soon as it is stored; `sweeper-only` leaves them all to the sweeper (only for tests of crash recovery).",
  },
});

/**
 * The outbox of this process, shared by every service module in it: each tracks the collections
 * its events are recorded on, and one sweeper looks through all of them.
 */
export const outboxModule = defineModule({
  name: "outbox",
  kind: "internal",
  dependencies: { bus: busModule },
  config: outboxSlice,
  async init({ deps: { bus }, config, logger }) {
    const outbox = new Outbox(bus, logger, {
      sweepIntervalMs: config.sweepIntervalMs,
      relayAfterWrite: config.relay === "after-write",
    });
    return { provides: outbox, started: () => outbox.start(), stop: () => outbox.stop() };
  },
});
