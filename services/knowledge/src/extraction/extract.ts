import { decodeText } from "./decode.ts";
import { ExtractionError, type ExtractionInput } from "./extraction-input.ts";
import { type ExtractedText, extractHtml } from "./html.ts";
import { normalizeText } from "./normalize.ts";
import { extractPdf } from "./pdf.ts";

export { ExtractionError, type ExtractionInput, type SourceKind } from "./extraction-input.ts";

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
