/**
 * Runs in a worker thread of the extraction pool: everything CPU-heavy about turning a source into
 * chunks (HTML parsing and readability, PDF, normalising and chunking very large text) happens
 * here, never on the event loop that serves requests.
 */
// The embedder alone, not the language-model package: this runs in a worker thread of its own.
import { createLocalEmbedder } from "@cx/llm/local-embedder";
import { type Chunk, splitIntoChunks } from "../domain/chunking.ts";
import { encodeVector } from "../domain/vectors.ts";
import { ExtractionError, type ExtractionInput, extractReadableText } from "./extract.ts";

export type ExtractionTask = ExtractionInput & {
  /** Embed the chunks here too, with the local embedder of these dimensions (pure computation). */
  embedDimensions?: number;
};

export type ExtractionOutcome =
  | { ok: true; title: string | null; text: string; chunks: Chunk[]; encodedVectors?: string[] }
  | { ok: false; reason: ExtractionError["reason"]; message: string };

export default async function extractInWorker(task: ExtractionTask): Promise<ExtractionOutcome> {
  try {
    const { title, text } = await extractReadableText(task);
    const chunks = splitIntoChunks(text);
    if (!task.embedDimensions) return { ok: true, title, text, chunks };
    // Encoded as they are stored, here rather than on the event loop that stores them.
    const vectors = await createLocalEmbedder(task.embedDimensions).embed(chunks.map((c) => c.text));
    return { ok: true, title, text, chunks, encodedVectors: vectors.map(encodeVector) };
  } catch (error) {
    // Errors lose their class crossing the thread boundary: the reason travels as data.
    if (error instanceof ExtractionError) return { ok: false, reason: error.reason, message: error.message };
    return { ok: false, reason: "unreadable_content", message: "The content could not be read." };
  }
}
