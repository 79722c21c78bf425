import { Parser } from "htmlparser2";
import { BLOCK, INVISIBLE, PARAGRAPH } from "./dom-text.ts";

export interface MarkedUpText {
  /** The page's `<title>`. */
  title: string | null;
  /** Text inside the regions the page marks as its main content: `<main>`, `<article>`, `role="main"`. */
  main: string;
  /** The whole visible body, less the furniture asked to be left out. */
  body: string;
  /** How deeply elements nest at most, as a tree of the same parser would hold them. */
  depth: number;
}

const lower = (names: ReadonlySet<string>) => new Set([...names].map((name) => name.toLowerCase()));
// htmlparser2 gives tag names in lower case.
const BLOCKS = lower(BLOCK);
const PARAGRAPHS = lower(PARAGRAPH);
const HIDDEN_TAGS = lower(INVISIBLE);
const MAIN_REGIONS = new Set(["main", "article"]);

// What an open element makes of the text inside it.
const HIDDEN = 1;
const MAIN = 2;

const LINE_BREAK = 1;
const PARAGRAPH_BREAK = 2;

/**
 * Text laid out as it is read: a boundary between blocks becomes one line break, or a blank line
 * when a paragraph is on either side, and the white space around a boundary goes with it. Kept
 * as the text arrives, so that no pass over the whole text is needed afterwards.
 */
class TextSink {
  private readonly pieces: string[] = [];
  private pending = 0;

  boundary(kind: number): void {
    if (kind > this.pending) this.pending = kind;
  }

  text(text: string): void {
    if (this.pending === 0) {
      this.pieces.push(text);
      return;
    }
    const start = text.trimStart();
    if (start.length === 0) return;
    if (this.trimEnd()) this.pieces.push(this.pending === PARAGRAPH_BREAK ? "\n\n" : "\n");
    this.pending = 0;
    this.pieces.push(start);
  }

  /** Drops the white space at the end; whether any text is left before it. */
  private trimEnd(): boolean {
    const { pieces } = this;
    while (pieces.length > 0) {
      const last = (pieces.at(-1) as string).trimEnd();
      if (last.length > 0) {
        pieces[pieces.length - 1] = last;
        return true;
      }
      pieces.pop();
    }
    return false;
  }

  toString(): string {
    return this.pieces.join("");
  }
}

/**
 * The text of a page in one streaming pass of htmlparser2's tokenizer, with no tree built: block
 * elements on their own lines and paragraphs apart, as `domText` lays a DOM out. A page that marks
 * up its main content says where its article is, which makes Readability's scoring of the whole
 * tree (the costly part of reading a page) unnecessary for it. A flag per open element, never
 * recursion: a hostile page nests elements tens of thousands deep.
 */
export function markedUpText(html: string, furniture: ReadonlySet<string>): MarkedUpText {
  const skipped = lower(furniture);
  const body = new TextSink();
  const main = new TextSink();
  const title: string[] = [];
  const open: number[] = [];
  let hidden = 0;
  let inMain = 0;
  let inTitle = false;
  let depth = 0;
  const boundary = (tag: string) => {
    if (hidden > 0 || !BLOCKS.has(tag)) return;
    const kind = PARAGRAPHS.has(tag) ? PARAGRAPH_BREAK : LINE_BREAK;
    body.boundary(kind);
    if (inMain > 0) main.boundary(kind);
  };
  const text = (piece: string) => {
    body.text(piece);
    if (inMain > 0) main.text(piece);
  };
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === "title") inTitle = true;
        let flags = 0;
        if (HIDDEN_TAGS.has(tag) || skipped.has(tag)) flags |= HIDDEN;
        if (MAIN_REGIONS.has(tag) || attributes.role === "main") flags |= MAIN;
        if (open.push(flags) > depth) depth = open.length;
        if (flags & HIDDEN) hidden++;
        if (flags & MAIN) inMain++;
        boundary(tag);
        if (hidden === 0 && (tag === "td" || tag === "th")) text(" ");
      },
      onclosetag(tag) {
        if (tag === "title") inTitle = false;
        boundary(tag);
        const flags = open.pop() ?? 0;
        if (flags & HIDDEN) hidden--;
        if (flags & MAIN) inMain--;
      },
      ontext(piece) {
        if (inTitle) title.push(piece);
        else if (hidden === 0) text(piece);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { title: title.join("").trim() || null, main: main.toString(), body: body.toString(), depth };
}
