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

/**
 * Readability's scoring walks ancestors and re-scans the tree, which grows much faster than the
 * page on deep nesting (a thousand nested `<div>`s took seconds). Real pages nest a few dozen
 * levels and hold some thousands of elements; beyond these bounds the whole visible body is taken.
 */
const READABILITY_MAX_DEPTH = 128;
const READABILITY_MAX_ELEMENTS = 20_000;

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
  // The page is parsed once for its title, its depth and Readability (which changes the tree it
  // reads); only a page without an article is parsed again, for its whole body.
  let page = documentOf(html);
  const pageTitle = page.querySelector("title")?.textContent?.trim() || null;
  let article: { title?: string | null; content?: string | null; textContent?: string | null } | null = null;
  let changed = false;
  if (page.body && depthOf(page.body as never) <= READABILITY_MAX_DEPTH) {
    changed = true;
    try {
      article = new Readability(page as unknown as ConstructorParameters<typeof Readability>[0], {
        charThreshold: MIN_ARTICLE_CHARS,
        // Readability throws past this many elements: the whole body is taken instead.
        maxElemsToParse: READABILITY_MAX_ELEMENTS,
      }).parse();
    } catch {
      article = null;
    }
  }
  if (article?.content && (article.textContent ?? "").trim().length >= MIN_ARTICLE_CHARS) {
    const text = normalizeText(domText(documentOf(article.content).body as never));
    if (text.length > 0) return { title: article.title?.trim() || pageTitle, text };
  }
  if (changed) page = documentOf(html);
  const body = page.body ?? page.documentElement;
  return { title: pageTitle, text: body ? normalizeText(domText(body as never, FURNITURE)) : "" };
}

interface ElementNode {
  children: ArrayLike<ElementNode>;
}

/** How deeply elements nest below `root`, counted without recursion (a hostile page is deep). */
function depthOf(root: ElementNode): number {
  let deepest = 0;
  const stack: [ElementNode, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (let i = 0; i < node.children.length; i++) stack.push([node.children[i]!, depth + 1]);
  }
  return deepest;
}
