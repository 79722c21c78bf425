import { newId as makeId } from "@cx/ids";

/** Identifier kinds of this service; `evt_` names outbox events, `chk_` requests for a rollback check. */
export function newId(prefix: "agt" | "br" | "ver" | "dep" | "tool" | "evt" | "chk"): string {
  return makeId(prefix);
}
