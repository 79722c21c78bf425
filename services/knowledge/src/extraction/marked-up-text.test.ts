import { describe, expect, it } from "bun:test";
import { parseHTML } from "linkedom";
import { domText, shapeOf } from "./dom-text.ts";
import { extractHtml } from "./html.ts";
import { markedUpText } from "./marked-up-text.ts";
import { normalizeText } from "./normalize.ts";

const FURNITURE = new Set(["NAV", "FOOTER", "ASIDE"]);

/** What the tree walk of `domText` reads from the same page, for comparison. */
function treeText(html: string): string {
  return normalizeText(domText(parseHTML(html).document.body as never, FURNITURE));
}

const PAGES = [
  "<html><body><div>Open 9-17</div>\n<div>Closed Sundays</div><script>x()</script></body></html>",
  "<html><body><h1>Title</h1>\n  <p>First  line<br>second line</p>\n\n<p>Next &amp; last &lt;p&gt;</p></body></html>",
  "<html><body><ul><li>one</li> <li>two</li></ul><table><tr><td>a</td><td>b</td></tr></table></body></html>",
  "<html><body><p>a <b>bold</b> <i>word</i></p><nav>menu</nav><aside>ads</aside><footer>(c)</footer>tail</body></html>",
  "<html><body><section><div><p>deep</p></div>text after</section><blockquote>quoted</blockquote></body></html>",
  "<html><body>before<style>p{}</style><noscript>no</noscript><template><p>t</p></template>after</body></html>",
];

describe("marked-up text", () => {
  it("tells how deeply the page nests, as the tree of the same parser would", () => {
    for (const page of PAGES) {
      const tree = parseHTML(page).document.documentElement as never;
      expect(markedUpText(page, FURNITURE).depth).toBe(shapeOf(tree).depth);
    }
    expect(markedUpText(`<p>x</p>${"<div>".repeat(500)}text`, FURNITURE).depth).toBe(500);
  });

  it("lays out a page's text as the tree walk does, in one streaming pass", () => {
    for (const page of PAGES) expect(normalizeText(markedUpText(page, FURNITURE).body)).toBe(treeText(page));
  });

  it("keeps the text of the regions a page marks as its main content, once, without their furniture", () => {
    const page = `<html><head><title> Refunds | Shop </title></head><body><nav>Home</nav>
      <main><article><h1>Refunds</h1><nav>Share</nav><p>Within thirty days.</p></article></main>
      <div role="main"><p>Also main.</p></div><footer>Footer</footer></body></html>`;
    const { title, main } = markedUpText(page, FURNITURE);
    expect(title).toBe("Refunds | Shop");
    expect(normalizeText(main)).toBe("Refunds\n\nWithin thirty days.\n\nAlso main.");
  });

  it("reads a page nested a hundred thousand levels deep", () => {
    const page = `<body>${"<div>".repeat(100_000)}deep text</body>`;
    expect(normalizeText(markedUpText(page, FURNITURE).body)).toBe("deep text");
  });

  it("takes a marked-up article at its word, and asks Readability only of pages that mark nothing", () => {
    const article = "Our refund policy lets customers return any product within thirty days. ".repeat(4);
    const marked = extractHtml(
      `<body><div class="sidebar">Related links</div><article><p>${article}</p></article></body>`,
    );
    expect(marked.text).toBe(article.trim());
    const unmarked = extractHtml(
      `<body><div class="sidebar"><a href="/">Home</a></div><div><p>${article}</p></div></body>`,
    );
    expect(unmarked.text).toContain(article.trim());
  });
});
