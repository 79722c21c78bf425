/**
 * Runs in a worker thread of the extraction pool: everything CPU-heavy about turning a source into
 * chunks (HTML parsing and readability, PDF, normalising and chunking very large text) happens
 * here, never on the event loop that serves requests.
 */
import { type Chunk, splitIntoChunks } from "../domain/chunking.ts";
import { ExtractionError, type ExtractionInput, extractReadableText } from "./extract.ts";

export type ExtractionOutcome =
  | { ok: true; title: string | null; text: string; chunks: Chunk[] }
  | { ok: false; reason: ExtractionError["reason"]; message: string };

export default async function extractInWorker(input: ExtractionInput): Promise<ExtractionOutcome> {
  try {
    const { title, text } = await extractReadableText(input);
    return { ok: true, title, text, chunks: splitIntoChunks(text) };
  } catch (error) {
    // Errors lose their class crossing the thread boundary: the reason travels as data.
    if (error instanceof ExtractionError) return { ok: false, reason: error.reason, message: error.message };
    return { ok: false, reason: "unreadable_content", message: "The content could not be read." };
  }
}
