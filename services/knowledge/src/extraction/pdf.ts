import { normalizeText } from "./normalize.ts";

/** The text of every page, in order; throws when the bytes are not a readable PDF. */
export async function extractPdf(bytes: Uint8Array): Promise<string> {
  // Loaded with the first PDF: an extraction process that reads only pages starts without pdf.js.
  const { extractText, getDocumentProxy } = await import("unpdf");
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's intact.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(document, { mergePages: false });
    return normalizeText((text as string[]).join("\n\n"));
  } finally {
    await (document as { destroy?: () => Promise<void> }).destroy?.();
  }
}
