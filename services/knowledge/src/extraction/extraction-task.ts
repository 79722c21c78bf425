/**
 * One extraction, as a process of the extraction pool runs it: everything CPU-heavy about turning
 * a source into chunks (HTML parsing and readability, PDF, normalising and chunking very large
 * text), and embedding them with the local embedder, never on the event loop that serves requests.
 */
// The embedder alone, not the language-model package: this runs in a process of its own.
import { createLocalEmbedder } from "@cx/llm/local-embedder";
import { type Chunk, splitIntoChunks } from "../domain/chunking.ts";
import { packVectors } from "../domain/vectors.ts";
import { ExtractionError, type ExtractionInput, extractReadableText } from "./extract.ts";

export type ExtractionTask = ExtractionInput & {
  /** Embed the chunks here too, with the local embedder of these dimensions (pure computation). */
  embedDimensions?: number;
};

/** A chunk without its text, which is `text.slice(start, end)`: the text crosses the process boundary once. */
export type ChunkSpan = Omit<Chunk, "text">;

export type ExtractionOutcome =
  | {
      ok: true;
      title: string | null;
      text: string;
      chunks: ChunkSpan[];
      /** The chunks' vectors one after another, when asked to embed: one array to copy, not one per chunk. */
      vectors?: Float32Array;
    }
  | { ok: false; reason: ExtractionError["reason"]; message: string };

export async function runExtractionTask(task: ExtractionTask): Promise<ExtractionOutcome> {
  try {
    const { title, text } = await extractReadableText(task);
    const chunks = splitIntoChunks(text);
    const spans = chunks.map(({ index, start, end }) => ({ index, start, end }));
    if (!task.embedDimensions) return { ok: true, title, text, chunks: spans };
    const vectors = await createLocalEmbedder(task.embedDimensions).embed(chunks.map((c) => c.text));
    return { ok: true, title, text, chunks: spans, vectors: packVectors(vectors) };
  } catch (error) {
    // Errors lose their class crossing the process boundary: the reason travels as data.
    if (error instanceof ExtractionError) return { ok: false, reason: error.reason, message: error.message };
    return { ok: false, reason: "unreadable_content", message: "The content could not be read." };
  }
}
