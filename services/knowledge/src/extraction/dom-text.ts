/** Elements after which a reader sees a new line, so their text must not run together. */
export const BLOCK = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION TABLE TBODY TD TH THEAD TR UL".split(
    " ",
  ),
);

/** Blocks set apart by a blank line rather than a line break. */
export const PARAGRAPH = new Set("P H1 H2 H3 H4 H5 H6 BLOCKQUOTE PRE TABLE UL OL SECTION ARTICLE".split(" "));

/** Never readable content. */
export const INVISIBLE = new Set("SCRIPT STYLE NOSCRIPT TEMPLATE SVG CANVAS IFRAME OBJECT HEAD TITLE".split(" "));

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
  // An explicit stack rather than recursion: a hostile page nests elements tens of thousands deep.
  // A string on the stack is a closing boundary to emit once the element's children are done.
  const stack: (DomNode | string)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node === "string") {
      out.push(node);
      continue;
    }
    if (node.nodeType === 3) {
      out.push(node.textContent ?? "");
      continue;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) continue;
    const name = node.nodeName.toUpperCase();
    if (INVISIBLE.has(name) || skip.has(name)) continue;
    const boundary = BLOCK.has(name) ? (PARAGRAPH.has(name) ? PARA : LINE) : null;
    if (boundary) out.push(boundary);
    if (name === "TD" || name === "TH") out.push(" ");
    if (boundary) stack.push(boundary);
    // Read once: a DOM of linked nodes (linkedom) builds the list anew on every read.
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  // Adjacent boundaries merge: a paragraph break wins over the line breaks next to it.
  return out
    .join("")
    .replace(/[\s\ue000\ue001]*[\ue000\ue001][\s\ue000\ue001]*/g, (run) => (run.includes(PARA) ? "\n\n" : "\n"));
}

interface ElementNode {
  children: ArrayLike<ElementNode>;
}

/** How deeply elements nest below `root` and how many there are, counted without recursion (a hostile page is deep). */
export function shapeOf(root: ElementNode): { depth: number; elements: number } {
  let deepest = 0;
  let elements = 0;
  const stack: [ElementNode, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    elements++;
    if (depth > deepest) deepest = depth;
    // Read once: a DOM of linked nodes (linkedom) builds the list anew on every read.
    const children = node.children;
    for (let i = 0; i < children.length; i++) stack.push([children[i]!, depth + 1]);
  }
  return { depth: deepest, elements };
}
