/** Elements after which a reader sees a new line, so their text must not run together. */
const BLOCK = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION TABLE TBODY TD TH THEAD TR UL".split(
    " ",
  ),
);

/** Blocks set apart by a blank line rather than a line break. */
const PARAGRAPH = new Set("P H1 H2 H3 H4 H5 H6 BLOCKQUOTE PRE TABLE UL OL SECTION ARTICLE".split(" "));

/** Never readable content. */
const INVISIBLE = new Set("SCRIPT STYLE NOSCRIPT TEMPLATE SVG CANVAS IFRAME OBJECT HEAD TITLE".split(" "));

// Private-use characters mark boundaries while walking; they never survive into the text.
const LINE = "\ue000";
const PARA = "\ue001";

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/**
 * The visible text of a DOM subtree with block elements on their own lines and paragraphs apart,
 * which `textContent` alone loses (it glues a heading to the paragraph after it). `skip` names
 * further elements to leave out.
 */
export function domText(root: DomNode, skip: ReadonlySet<string> = new Set()): string {
  const out: string[] = [];
  const walk = (node: DomNode) => {
    if (node.nodeType === 3) {
      out.push(node.textContent ?? "");
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.nodeName.toUpperCase();
    if (INVISIBLE.has(name) || skip.has(name)) return;
    const boundary = BLOCK.has(name) ? (PARAGRAPH.has(name) ? PARA : LINE) : null;
    if (boundary) out.push(boundary);
    if (name === "TD" || name === "TH") out.push(" ");
    for (let i = 0; i < node.childNodes.length; i++) walk(node.childNodes[i]!);
    if (boundary) out.push(boundary);
  };
  walk(root);
  // Adjacent boundaries merge: a paragraph break wins over the line breaks next to it.
  return out
    .join("")
    .replace(/[\s\ue000\ue001]*[\ue000\ue001][\s\ue000\ue001]*/g, (run) => (run.includes(PARA) ? "\n\n" : "\n"));
}
