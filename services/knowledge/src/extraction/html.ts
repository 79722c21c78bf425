import { domText, shapeOf } from "./dom-text.ts";
import { markedUpText } from "./marked-up-text.ts";
import { normalizeText } from "./normalize.ts";

export interface ExtractedText {
  title: string | null;
  text: string;
}

/** Below this many characters Readability has probably picked a fragment, not the article. */
const MIN_ARTICLE_CHARS = 200;

/**
 * Readability's scoring walks ancestors and re-scans the tree, which grows much faster than the
 * page on deep nesting (a thousand nested `<div>`s took seconds). Real pages nest a few dozen
 * levels and hold some thousands of elements; beyond these bounds the whole visible body is taken.
 */
const READABILITY_MAX_DEPTH = 128;
const READABILITY_MAX_ELEMENTS = 20_000;

/** Page furniture left out when there is no article to take. */
const FURNITURE = new Set(["NAV", "FOOTER", "ASIDE"]);

/**
 * linkedom builds a broken tree for markup without `<html>`: the first element becomes the root,
 * and `document.body` an empty element beside it. A fragment gets a page around it, a `<body>`
 * without `<html>` an `<html>`.
 */
function documentOf(html: string) {
  // Loaded when first needed: pages that mark up their main content never build a tree.
  const { parseHTML } = require("linkedom") as typeof import("linkedom");
  const whole = /<html[\s>]/i.test(html)
    ? html
    : /<body[\s>]/i.test(html)
      ? `<!doctype html><html>${html}</html>`
      : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return parseHTML(whole).document;
}

/**
 * The readable text of a page. A page that marks up its main content (`<main>`, `<article>`,
 * `role="main"`) is taken at its word, read in one streaming pass. Otherwise Readability finds
 * the article; failing that (short pages, listings and plain documents have no "article"), the
 * whole visible body is taken.
 */
export function extractHtml(html: string): ExtractedText {
  const marked = markedUpText(html, FURNITURE);
  const main = normalizeText(marked.main);
  if (main.length >= MIN_ARTICLE_CHARS) return { title: marked.title, text: main };
  // Too deep for Readability: no tree is built at all (building one costs as much as this pass).
  const article = marked.depth > READABILITY_MAX_DEPTH ? null : readabilityArticle(html);
  if (article?.content && (article.textContent ?? "").trim().length >= MIN_ARTICLE_CHARS) {
    const text = normalizeText(domText(documentOf(article.content).body as never));
    if (text.length > 0) return { title: article.title?.trim() || marked.title, text };
  }
  return { title: marked.title, text: normalizeText(marked.body) };
}

type Article = { title?: string | null; content?: string | null; textContent?: string | null };

function readabilityArticle(html: string): Article | null {
  const page = documentOf(html);
  if (!page.body || !page.documentElement) return null;
  // Measured from the root, not the body: a tree linkedom built oddly may hold its elements
  // outside the body, where Readability's own element cap does not count them.
  const { depth, elements } = shapeOf(page.documentElement as never);
  if (depth > READABILITY_MAX_DEPTH || elements > READABILITY_MAX_ELEMENTS) return null;
  const { Readability } = require("@mozilla/readability") as typeof import("@mozilla/readability");
  try {
    return new Readability(page as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: MIN_ARTICLE_CHARS,
      // Readability throws past this many elements: the whole body is taken instead.
      maxElemsToParse: READABILITY_MAX_ELEMENTS,
    }).parse();
  } catch {
    return null;
  }
}
