import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { domText } from "./dom-text.ts";
import { normalizeText } from "./normalize.ts";

export interface ExtractedText {
  title: string | null;
  text: string;
}

/** Below this many characters Readability has probably picked a fragment, not the article. */
const MIN_ARTICLE_CHARS = 200;

/** Page furniture left out when there is no article to take. */
const FURNITURE = new Set(["NAV", "FOOTER", "ASIDE"]);

/** linkedom builds a broken tree for a fragment without `<body>`; a fragment gets a page around it. */
function documentOf(html: string) {
  const whole = /<body[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return parseHTML(whole).document;
}

/**
 * The readable text of a page: Readability's article when it finds one of some substance, else
 * the whole visible body (short pages, listings and plain documents have no "article").
 */
export function extractHtml(html: string): ExtractedText {
  const page = documentOf(html);
  const pageTitle = page.querySelector("title")?.textContent?.trim() || null;
  let article: { title?: string | null; content?: string | null; textContent?: string | null } | null = null;
  try {
    article = new Readability(documentOf(html) as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: MIN_ARTICLE_CHARS,
    }).parse();
  } catch {
    article = null;
  }
  if (article?.content && (article.textContent ?? "").trim().length >= MIN_ARTICLE_CHARS) {
    const text = normalizeText(domText(documentOf(article.content).body as never));
    if (text.length > 0) return { title: article.title?.trim() || pageTitle, text };
  }
  const body = page.body ?? page.documentElement;
  return { title: pageTitle, text: body ? normalizeText(domText(body as never, FURNITURE)) : "" };
}
