import { describe, expect, it } from "bun:test";
import { domText, shapeOf } from "./dom-text.ts";

/**
 * A DOM whose child lists are built on every read, as linkedom's are (its nodes are linked, not
 * held in arrays), and which counts those reads.
 */
interface FakeNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  readonly childNodes: FakeNode[];
  readonly children: FakeNode[];
}

function linkedDom() {
  let reads = 0;
  const element = (nodeName: string, kids: FakeNode[] = []): FakeNode => ({
    nodeType: 1,
    nodeName,
    textContent: null,
    get childNodes() {
      reads++;
      return [...kids];
    },
    get children() {
      reads++;
      return kids.filter((kid) => kid.nodeType === 1);
    },
  });
  const text = (value: string): FakeNode => ({
    nodeType: 3,
    nodeName: "#text",
    textContent: value,
    childNodes: [],
    children: [],
  });
  return { element, text, reads: () => reads };
}

describe("DOM walking", () => {
  it("keeps blocks on their own lines and paragraphs apart", () => {
    const dom = linkedDom();
    const body = dom.element("BODY", [
      dom.element("H1", [dom.text("Refunds")]),
      dom.element("P", [dom.text("Take two weeks.")]),
      dom.element("DIV", [dom.text("Ask "), dom.element("SPAN", [dom.text("support")])]),
      dom.element("SCRIPT", [dom.text("hidden()")]),
    ]);
    expect(domText(body)).toBe("\n\nRefunds\n\nTake two weeks.\n\nAsk support\n");
  });

  it("reads each element's children once, so a wide page costs its size and not its square", () => {
    const dom = linkedDom();
    const paragraphs = Array.from({ length: 2_000 }, (_, i) => dom.element("P", [dom.text(`Paragraph ${i}.`)]));
    const body = dom.element("BODY", paragraphs);
    const text = domText(body);
    expect(text).toContain("Paragraph 1999.");
    // One read per element: the body and its 2,000 paragraphs.
    expect(dom.reads()).toBe(2_001);
    const before = dom.reads();
    expect(shapeOf(body)).toEqual({ depth: 2, elements: 2_001 });
    expect(dom.reads() - before).toBe(2_001);
  });

  it("measures depth without recursion, however deep", () => {
    const dom = linkedDom();
    let node = dom.element("DIV");
    for (let i = 0; i < 100_000; i++) node = dom.element("DIV", [node]);
    expect(shapeOf(node)).toEqual({ depth: 100_001, elements: 100_001 });
  });
});
