/** What an import accepts (extension spec part 5): HTML, plain text, Markdown. */
export type AcceptedKind = "html" | "text" | "markdown";

const BY_MEDIA_TYPE: Record<string, AcceptedKind> = {
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/plain": "text",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
};

const BY_EXTENSION: Record<string, AcceptedKind> = {
  html: "html",
  htm: "html",
  txt: "text",
  md: "markdown",
  markdown: "markdown",
};

export interface MediaType {
  type: string;
  charset: string | null;
}

export function parseMediaType(header: string | undefined | null): MediaType | null {
  if (!header) return null;
  const [type, ...params] = header.split(";");
  const essence = type?.trim().toLowerCase();
  if (!essence) return null;
  let charset: string | null = null;
  for (const param of params) {
    const [key, value] = param.split("=");
    if (key?.trim().toLowerCase() === "charset" && value) charset = value.trim().replace(/^"|"$/g, "").toLowerCase();
  }
  return { type: essence, charset };
}

/** Types that say nothing about the content: the URL's extension decides instead. */
const GENERIC = new Set(["application/octet-stream", "binary/octet-stream"]);

/**
 * The kind of a fetched body: from its media type, or, when the server sends none or a generic
 * one (as many do for `.md` files), from the extension of the URL path.
 */
export function acceptedKind(mediaType: MediaType | null, pathname: string): AcceptedKind | null {
  if (mediaType && !GENERIC.has(mediaType.type)) return BY_MEDIA_TYPE[mediaType.type] ?? null;
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? (BY_EXTENSION[extension] ?? null) : null;
}
