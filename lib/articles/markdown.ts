import "server-only";
import MarkdownIt from "markdown-it";

/**
 * Article bodies are Markdown rendered by markdown-it (ADR 0012), on the server only: the article
 * page is a server component, and `server-only` makes a build fail if this module (and markdown-it
 * with it) ever reaches a client bundle (the catalogue's first-load JavaScript budget, ADR 0004).
 *
 * Safety (the HTML goes into the page through `dangerouslySetInnerHTML`, components/articles/markdown.tsx):
 * - `html: false`: markdown-it never passes raw HTML through; `<script>` or `<img onerror=…>` in a
 *   body is escaped and shows as text. Every text, code span, fence and attribute value it writes is
 *   escaped by markdown-it itself.
 * - Links: `validateLink` is replaced by an allow-list (`isSafeArticleHref`): http(s), mailto and
 *   site-relative paths only. A refused `[text](target)` stays literal text, with no link.
 * - No images (`image` off), `linkify: false` and `typographer: false`: the same feature set as the
 *   subset staff wrote against before (headings, paragraphs, lists, quotes, fenced code, emphasis,
 *   inline code, links), and plain text (the seeded bodies: paragraphs separated by a blank line)
 *   reads exactly as before. Indented code blocks, setext headings, rules, tables and strikethrough
 *   are off too, so indented or underlined plain text stays a paragraph.
 */

/** A link target that may be rendered: http(s), mailto, or a path on this site ("/…", not "//…" or "/\…"). */
export function isSafeArticleHref(raw: string): boolean {
  const href = raw.trim();
  if (/^\/(?![/\\])/.test(href)) return true;
  if (/^mailto:[^\s]+$/i.test(href)) return true;
  if (!/^https?:/i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The page's CSS classes (Tailwind) for the elements markdown-it writes; the wrapper is in the component. */
export const ARTICLE_CLASSES = {
  h2: "pt-2 text-xl font-semibold text-slate-900",
  heading: "pt-1 text-lg font-semibold text-slate-900",
  ul: "list-disc space-y-1 pl-6",
  ol: "list-decimal space-y-1 pl-6",
  blockquote: "border-l-4 border-slate-300 pl-4 text-slate-700",
  pre: "overflow-x-auto rounded-md bg-slate-100 p-3 text-sm",
  code: "rounded bg-slate-100 px-1 py-0.5 text-[0.95em]",
  a: "text-brand-700 underline underline-offset-2 hover:text-brand-900",
} as const;

/** rel of a link to another site (site-relative and mailto links get none). */
const EXTERNAL_REL = "noopener noreferrer nofollow ugc";

const md = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
md.disable(["image", "code", "lheading", "hr", "table", "strikethrough"]);
md.validateLink = isSafeArticleHref;

// Classes, heading levels and rel, set on the tokens once parsing is done.
md.core.ruler.push("article_attributes", (state) => {
  for (const token of state.tokens) {
    switch (token.type) {
      case "heading_open":
      case "heading_close": {
        // The article's title is the page's h1, so "#" in the body is an h2, "##" an h3, and so on.
        const level = Math.min(Number(token.tag.slice(1)) + 1, 6);
        token.tag = `h${level}`;
        if (token.nesting === 1) token.attrJoin("class", level === 2 ? ARTICLE_CLASSES.h2 : ARTICLE_CLASSES.heading);
        break;
      }
      case "bullet_list_open":
        token.attrJoin("class", ARTICLE_CLASSES.ul);
        break;
      case "ordered_list_open":
        token.attrJoin("class", ARTICLE_CLASSES.ol);
        break;
      case "blockquote_open":
        token.attrJoin("class", ARTICLE_CLASSES.blockquote);
        break;
      case "inline":
        for (const child of token.children ?? []) {
          if (child.type === "code_inline") child.attrJoin("class", ARTICLE_CLASSES.code);
          if (child.type === "link_open") {
            child.attrJoin("class", ARTICLE_CLASSES.a);
            if (/^https?:/i.test(child.attrGet("href") ?? "")) child.attrSet("rel", EXTERNAL_REL);
          }
        }
        break;
    }
  }
});

// A fence is its escaped text in a styled pre; the info string (a language name) is dropped, as before.
md.renderer.rules.fence = (tokens, idx) => `<pre class="${ARTICLE_CLASSES.pre}"><code>${md.utils.escapeHtml(tokens[idx].content)}</code></pre>\n`;

/** An article body (Markdown) as HTML that is safe to insert: see the rules above. */
export function renderArticleMarkdown(source: string): string {
  return md.render(source);
}
