/**
 * What crosses into the extraction pool and what comes back as a failure. Kept apart from the
 * extractors themselves, so that the process that queues extractions never loads the HTML and
 * PDF libraries that only its extraction processes run.
 */
export type SourceKind = "html" | "text" | "markdown" | "pdf";

export class ExtractionError extends Error {
  constructor(
    readonly reason:
      | "unreadable_content"
      | "empty_content"
      | "extraction_timeout"
      | "extraction_too_large"
      | "extraction_failed",
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
