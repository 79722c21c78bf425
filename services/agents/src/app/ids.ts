import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const LENGTH = 24;

/**
 * `<prefix>_` and 24 random characters of [0-9a-z] (about 124 bits): opaque and unguessable, with
 * no order to walk. Rejection sampling keeps every character equally likely.
 */
export function newId(prefix: "agt" | "br" | "ver" | "dep" | "evt"): string {
  let out = "";
  while (out.length < LENGTH) {
    for (const byte of randomBytes(LENGTH * 2)) {
      if (byte < 252 && out.length < LENGTH) out += ALPHABET[byte % 36];
    }
  }
  return `${prefix}_${out}`;
}
