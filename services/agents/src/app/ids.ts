import { newId as makeId } from "@cx/ids";

/** Identifier kinds of this service; `evt_` names outbox events. */
export function newId(prefix: "agt" | "br" | "ver" | "dep" | "tool" | "evt"): string {
  return makeId(prefix);
}
