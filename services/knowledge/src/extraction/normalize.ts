/**
 * One whitespace convention for everything indexed: `\n` line ends, no trailing spaces, runs of
 * spaces and tabs as one space, at most one blank line between paragraphs. Chunk boundaries and
 * byte sizes then do not depend on how the source happened to be laid out.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/\u00a0/g, " ")
      .replace(/(?![\n\t])\p{Cc}/gu, "")
      // Only what changes is matched: a pattern matching every single space or line end rebuilt
      // the whole text around each one.
      .replace(/[ \t\f\v]{2,}|[\t\f\v]/g, " ")
      .replace(/ +\n *|\n +/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
