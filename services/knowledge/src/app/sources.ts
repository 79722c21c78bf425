import { AppError } from "@cx/errors";
import type { SourceKind } from "../extraction/extraction-input.ts";

/** Largest text or file accepted, the same cap as a fetched page. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

const BY_EXTENSION: Record<string, SourceKind> = {
  txt: "text",
  text: "text",
  md: "markdown",
  markdown: "markdown",
  html: "html",
  htm: "html",
  pdf: "pdf",
};

const BY_MEDIA_TYPE: Record<string, SourceKind> = {
  "text/plain": "text",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "text/html": "html",
  "application/xhtml+xml": "html",
  "application/pdf": "pdf",
};

export const ACCEPTED_FILE_TYPES = [
  "text/plain (.txt)",
  "text/markdown (.md)",
  "text/html (.html)",
  "application/pdf (.pdf)",
];

/**
 * The kind of an uploaded file: its extension first (browsers often send a generic or wrong
 * type), then its declared type. A PDF must also look like one.
 */
export function fileKind(fileName: string, mediaType: string, bytes: Uint8Array): SourceKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  const kind = (extension ? BY_EXTENSION[extension] : undefined) ?? BY_MEDIA_TYPE[essence];
  if (!kind) {
    throw new AppError("unsupported_media_type", "This kind of file cannot be imported.", {
      accepted: ACCEPTED_FILE_TYPES,
    });
  }
  if (kind === "pdf" && new TextDecoder().decode(bytes.subarray(0, 5)) !== "%PDF-") {
    throw AppError.validation([{ path: "/file", message: "is not a PDF file" }]);
  }
  return kind;
}

/**
 * A text or Markdown file must be UTF-8: the upload keeps no charset, and bytes that are not UTF-8
 * would be indexed as replacement characters or guessed at. HTML keeps the lenient reading (a page
 * saved from the web is often in a legacy charset its markup declares); PDF is not text.
 */
export function assertReadableText(kind: SourceKind, bytes: Uint8Array): void {
  if (kind !== "text" && kind !== "markdown") return;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw AppError.validation([{ path: "/file", message: "must be UTF-8 text" }], "The file is not valid UTF-8.");
  }
}

export function tooLarge(): AppError {
  return new AppError("payload_too_large", `The content is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB.`, {
    max_bytes: MAX_SOURCE_BYTES,
  });
}

/** A readable default name for a URL document: host and path, without the scheme. */
export function nameFromUrl(url: URL): string {
  const path = url.pathname === "/" ? "" : url.pathname.replace(/\/+$/, "");
  return `${url.host}${path}`.slice(0, 256);
}
