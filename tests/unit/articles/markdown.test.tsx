/**
 * @jest-environment jsdom
 */
import { render } from "@testing-library/react";
import { Markdown } from "@/components/articles/markdown";
import { isSafeArticleHref, renderArticleMarkdown } from "@/lib/articles/markdown";
import { articleData } from "@/lib/db/seed/catalogue-data";

const dom = (source: string) => render(<Markdown source={source} />).container.firstElementChild as HTMLElement;
const hrefs = (root: HTMLElement) => [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));

it("reads a plain-text body as paragraphs, as before", () => {
  const root = dom("First paragraph\nstill first.\n\nSecond one.\n\n    Indented, still text.");
  expect(root.className).toBe("space-y-4 text-base leading-relaxed text-slate-800");
  expect([...root.children].map((el) => el.tagName)).toEqual(["P", "P", "P"]);
  expect(root.children[0].textContent).toBe("First paragraph\nstill first.");
  expect(root.children[2].textContent).toBe("Indented, still text.");
});

it("renders every seeded article body as its paragraphs, text unchanged", () => {
  for (const article of articleData) {
    for (const body of [article.body.en, article.body.ru]) {
      const root = dom(body);
      expect([...root.children].map((el) => el.tagName)).toEqual(body.split("\n\n").map(() => "P"));
      expect([...root.children].map((el) => el.textContent)).toEqual(body.split("\n\n"));
      expect(root.querySelector("a, strong, em, code")).toBeNull();
    }
  }
});

it("renders headings one level below the page's h1, with the page's classes", () => {
  const root = dom("# Title\n\n## Why\n\n### Detail");
  expect([...root.children].map((el) => [el.tagName, el.textContent])).toEqual([
    ["H2", "Title"],
    ["H3", "Why"],
    ["H4", "Detail"],
  ]);
  expect(root.children[0].className).toBe("pt-2 text-xl font-semibold text-slate-900");
  expect(root.children[1].className).toBe("pt-1 text-lg font-semibold text-slate-900");
});

it("renders lists, quotes, emphasis, inline code and fenced code", () => {
  const root = dom("- a\n- **b**\n\n1. one\n2. two\n\n> quoted\n\n```js\n<b>x</b>\n```\n\nSee `npm start`, *this* and _that_.");
  expect([...root.children].map((el) => el.tagName)).toEqual(["UL", "OL", "BLOCKQUOTE", "PRE", "P"]);
  expect(root.querySelector("ul")?.className).toBe("list-disc space-y-1 pl-6");
  expect(root.querySelector("ol")?.className).toBe("list-decimal space-y-1 pl-6");
  expect([...root.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["a", "b", "one", "two"]);
  expect(root.querySelector("li strong")?.textContent).toBe("b");
  expect(root.querySelector("blockquote")?.textContent?.trim()).toBe("quoted");
  const pre = root.querySelector("pre")!;
  expect(pre.className).toBe("overflow-x-auto rounded-md bg-slate-100 p-3 text-sm");
  expect(pre.textContent).toBe("<b>x</b>\n");
  expect(pre.querySelector("b")).toBeNull();
  expect(pre.querySelector("code")?.hasAttribute("class")).toBe(false);
  expect(root.querySelector("p code")?.textContent).toBe("npm start");
  expect([...root.querySelectorAll("em")].map((em) => em.textContent)).toEqual(["this", "that"]);
});

it("makes links for http(s), mailto and site paths; rel only on links to other sites", () => {
  const root = dom("[site](https://example.com/a?b=1) [plain](http://example.com) [mail](mailto:support@example.com) [path](/data-center) <https://auto.example/x>");
  expect(hrefs(root)).toEqual(["https://example.com/a?b=1", "http://example.com", "mailto:support@example.com", "/data-center", "https://auto.example/x"]);
  const [site, , mail, path] = root.querySelectorAll("a");
  expect(site.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
  expect(site.hasAttribute("target")).toBe(false);
  expect(site.className).toBe("text-brand-700 underline underline-offset-2 hover:text-brand-900");
  expect(mail.hasAttribute("rel")).toBe(false);
  expect(path.hasAttribute("rel")).toBe(false);
});

it("shows raw HTML as text, escaped, and never makes an element of it", () => {
  const source = "Hello <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n<div onclick=\"alert(1)\">block</div>\n\n<svg onload=alert(1)>";
  const html = renderArticleMarkdown(source);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html).not.toMatch(/<(script|img|div|svg)\b/i);
  const root = dom(source);
  expect(root.querySelector("script, img, div, svg")).toBeNull();
  expect(root.querySelector("[onerror], [onclick], [onload]")).toBeNull();
  expect(root.textContent).toContain("<script>alert(1)</script>");
  expect(root.textContent).toContain("<img src=x onerror=alert(1)>");
  expect(root.textContent).toContain('<div onclick="alert(1)">block</div>');
});

it("makes no link for javascript:, data:, vbscript:, file: or protocol-relative targets", () => {
  const bad = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/png;base64,iVBORw0KGgo=",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example",
    "ftp://example.com",
    "#top",
  ];
  for (const target of bad) {
    const root = dom(`[x](${target}) <${target}>\n\n[ref]\n\n[ref]: ${target}`);
    expect(hrefs(root)).toEqual([]);
    expect(renderArticleMarkdown(`[x](${target})`)).not.toMatch(/href=/i);
    expect(isSafeArticleHref(target)).toBe(false);
  }
  // Entity- and escape-encoded schemes are decoded before the check, and still refused.
  expect(hrefs(dom("[x](&#106;avascript:alert(1)) [y](java&#x73;cript:alert(1)) [z](\\javascript:alert(1))"))).toEqual([]);
  // A backslash after the slash is percent-encoded: still a path on this site.
  expect(hrefs(dom("[x](/\\evil.example)"))).toEqual(["/%5Cevil.example"]);
});

it("shows image syntax as a link at most, never an image", () => {
  const root = dom("![alt](https://example.com/a.png) ![bad](javascript:alert(1))");
  expect(root.querySelector("img")).toBeNull();
  expect(hrefs(root)).toEqual(["https://example.com/a.png"]);
});
