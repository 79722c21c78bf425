import { describe, expect, it } from "bun:test";
import { minimalPdf } from "../testing/minimal-pdf.ts";
import { decodeText } from "./decode.ts";
import { ExtractionError, extractReadableText } from "./extract.ts";
import { extractHtml } from "./html.ts";
import { normalizeText } from "./normalize.ts";

const encode = (text: string) => new TextEncoder().encode(text);
const paragraph = "Our refund policy lets customers return any product within thirty days of delivery. ";

const articlePage = `<!doctype html><html><head><title>Refunds | Shop</title><style>body{color:red}</style>
<script>var tracking = "do not index";</script></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/cart">Cart</a></nav>
<main><article><h1>Refund policy</h1><p>${paragraph.repeat(4)}</p><h2>Exceptions</h2>
<p>${"Gift cards and downloadable software cannot be refunded once used. ".repeat(3)}</p></article></main>
<footer>Copyright Shop Ltd. <a href="/privacy">Privacy</a></footer></body></html>`;

describe("HTML extraction", () => {
  it("keeps the article, drops navigation, scripts and styles, and keeps headings apart", () => {
    const { title, text } = extractHtml(articlePage);
    expect(title).toContain("Refund");
    expect(text).toContain("Refund policy");
    expect(text).toContain("thirty days of delivery");
    expect(text).toContain("Gift cards");
    expect(text).not.toContain("tracking");
    expect(text).not.toContain("color:red");
    expect(text).not.toContain("Cart");
    expect(text).toMatch(/Exceptions\n+Gift cards/);
  });

  it("falls back to the visible body when there is no article", () => {
    const { title, text } = extractHtml(
      "<html><head><title>Hours</title></head><body><div>Open 9-17</div><div>Closed Sundays</div><script>x()</script></body></html>",
    );
    expect(title).toBe("Hours");
    expect(text).toBe("Open 9-17\nClosed Sundays");
  });

  it("reads a page of unclosed inline elements under a bare <body> without building a tree for it", () => {
    // 600 KB nesting 120,000 deep, with no <html>: linkedom built its tree outside the body, where
    // neither the depth bound nor Readability's element cap saw it, and reading took minutes.
    const hostile = `<body>${"<p><b><i><span>text ".repeat(30_000)}</body>`;
    const { text } = extractHtml(hostile);
    expect(text.startsWith("text\n\ntext")).toBe(true);
    expect(text.split("text").length - 1).toBe(30_000);
  });

  it("finds the article of a page that has a <body> but no <html>", () => {
    const { text } = extractHtml(
      `<body><div class="menu"><a href="/">Home</a> <a href="/shop">Shop</a></div><div class="content"><p>${paragraph.repeat(5)}</p></div></body>`,
    );
    expect(text).toContain("thirty days of delivery");
  });

  it("survives broken markup", () => {
    expect(extractHtml("<p>Unclosed <b>bold <i>text").text).toBe("Unclosed bold text");
  });
});

describe("extractReadableText", () => {
  it("extracts HTML, text and Markdown", async () => {
    expect((await extractReadableText({ kind: "html", body: encode(articlePage) })).text).toContain("thirty days");
    expect(await extractReadableText({ kind: "text", body: encode("  line one  \r\n\r\n\r\n\r\nline two ") })).toEqual({
      title: null,
      text: "line one\n\nline two",
    });
    const markdown = await extractReadableText({
      kind: "markdown",
      body: encode("# Setup guide\n\n- step one\n- step two"),
    });
    expect(markdown).toEqual({ title: "Setup guide", text: "# Setup guide\n\n- step one\n- step two" });
  });

  it("extracts the text of a PDF and refuses bytes that are not one", async () => {
    const pdf = await extractReadableText({ kind: "pdf", body: minimalPdf(["Warranty terms", "Two years on parts"]) });
    expect(pdf.text).toContain("Warranty terms");
    expect(pdf.text).toContain("Two years on parts");
    const error = await extractReadableText({ kind: "pdf", body: encode("%PDF-1.4 nonsense") }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).reason).toBe("unreadable_content");
  });

  it("refuses a source without readable text", async () => {
    const error = await extractReadableText({
      kind: "html",
      body: encode("<html><body><script>only()</script></body></html>"),
    }).catch((e: unknown) => e);
    expect((error as ExtractionError).reason).toBe("empty_content");
  });
});

describe("decoding and normalising", () => {
  it("decodes UTF-8, a declared charset, and falls back to Windows-1252", () => {
    expect(decodeText(encode("café"))).toBe("café");
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe("café");
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), "iso-8859-1")).toBe("café");
  });

  it("normalises whitespace and control characters", () => {
    expect(normalizeText("a\t\tb\u0000c\r\n\n\n\nd  \n")).toBe("a bc\n\nd");
  });
});
