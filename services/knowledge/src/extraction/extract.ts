import { decodeText } from "./decode.ts";
import { type ExtractedText, extractHtml } from "./html.ts";
import { normalizeText } from "./normalize.ts";
import { extractPdf } from "./pdf.ts";

export type SourceKind = "html" | "text" | "markdown" | "pdf";

export class ExtractionError extends Error {
  constructor(
    readonly reason: "unreadable_content" | "empty_content" | "extraction_timeout" | "extraction_failed",
    message: string,
  ) {
    super(message);
    this.name = "ExtractionError";
  }
}

export interface ExtractionInput {
  kind: SourceKind;
  body: Uint8Array;
  charset?: string | null;
}

/**
 * Readable text from a stored or fetched source. Markdown stays Markdown: its headings and lists
 * are meaningful to a reader and to retrieval alike.
 */
export async function extractReadableText(input: ExtractionInput): Promise<ExtractedText> {
  let result: ExtractedText;
  switch (input.kind) {
    case "html":
      result = extractHtml(decodeText(input.body, input.charset ?? null));
      break;
    case "pdf":
      try {
        result = { title: null, text: await extractPdf(input.body) };
      } catch {
        throw new ExtractionError("unreadable_content", "The PDF could not be read.");
      }
      break;
    case "markdown":
    case "text": {
      const text = normalizeText(decodeText(input.body, input.charset ?? null));
      const heading = input.kind === "markdown" ? /^#\s+(.+)$/m.exec(text)?.[1]?.trim() : undefined;
      result = { title: heading ?? null, text };
      break;
    }
  }
  if (result.text.length === 0) throw new ExtractionError("empty_content", "No readable text was found.");
  return result;
}

export type { ExtractedText };
