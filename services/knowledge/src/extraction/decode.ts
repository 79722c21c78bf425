/**
 * Bytes to text: the declared charset when the platform knows it, else UTF-8, and when the bytes
 * are not valid UTF-8, Windows-1252 (what most legacy "Latin-1" text really is) rather than
 * failing on a stray byte.
 */
export function decodeText(bytes: Uint8Array, charset: string | null = null): string {
  if (charset && charset !== "utf-8" && charset !== "utf8") {
    try {
      return new TextDecoder(charset as "utf-8").decode(bytes);
    } catch {
      // An unknown label: fall through to the UTF-8 attempt.
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
