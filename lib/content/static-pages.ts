import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { ARTICLE_CLASSES, isSafeArticleHref } from "@/lib/articles/markdown";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The public information pages (spec section 2: /privacy-policy, /terms, /about, /refund) are
 * Markdown files, one per page and language: content/pages/<slug>.<locale>.md. Kept there rather
 * than in messages/*.json: they are long documents, read only by these server pages, and never sent
 * to the browser as part of the client message bundle.
 *
 * A file is a front matter (`title:` and `description:`, one line each, between `---` lines), an
 * intro paragraph, then sections: a `## heading` (a table-of-contents entry and an anchor,
 * #section-N) followed by paragraphs. The Markdown is rendered by markdown-it (ADR 0012) with the
 * articles' rules: no raw HTML, links to http(s), mailto and this site only; a paragraph may hold
 * emphasis, inline code and links. Another kind of block (a list, a quote, a deeper heading) is
 * refused with the file's name, because the page lays out only these.
 */
export type StaticPageSection = { heading: string; paragraphs: string[] };
/** `intro` and every paragraph are HTML (escaped by markdown-it); title, description and headings are text. */
export type StaticPageContent = { title: string; description: string; intro: string; sections: StaticPageSection[] };
export type StaticPageSlug = "about" | "terms" | "privacy-policy" | "refund";

/** Date of the current version of the legal texts (shown as "last updated"). */
export const STATIC_PAGES_UPDATED = "2026-01-15";

const CONTENT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "content/pages");

const md = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
md.disable(["image", "code", "lheading", "hr", "table", "strikethrough"]);
md.validateLink = isSafeArticleHref;
md.core.ruler.push("page_links", (state) => {
  for (const token of state.tokens) {
    for (const child of token.children ?? []) {
      if (child.type !== "link_open") continue;
      child.attrJoin("class", ARTICLE_CLASSES.a);
      if (/^https?:/i.test(child.attrGet("href") ?? "")) child.attrSet("rel", "noopener noreferrer");
    }
  }
});

/** Parses one page's Markdown (exported for tests); `file` names it in errors. */
export function parseStaticPage(source: string, file: string): StaticPageContent {
  const matter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!matter) throw new Error(`${file}: no front matter (title and description between --- lines)`);
  const fields = Object.fromEntries(
    matter[1].split("\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
  if (!fields.title || !fields.description) throw new Error(`${file}: the front matter needs a title and a description`);
  const tokens = md.parse(source.slice(matter[0].length), {});
  const firstLine = matter[0].split("\n").length; // of the body, in the file
  const intro: string[] = [];
  const sections: StaticPageSection[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === "heading_open" && token.tag === "h2") {
      sections.push({ heading: tokens[i + 1].content, paragraphs: [] });
      i += 2;
    } else if (token.type === "paragraph_open") {
      const html = md.renderer.renderInline(tokens[i + 1].children ?? [], md.options, {});
      (sections.at(-1)?.paragraphs ?? intro).push(html);
      i += 2;
    } else {
      throw new Error(`${file}: line ${(token.map?.[0] ?? 0) + firstLine}: only "## headings" and paragraphs are laid out, not ${token.type}`);
    }
  }
  if (intro.length !== 1) throw new Error(`${file}: one intro paragraph before the first "## heading", found ${intro.length}`);
  return { title: fields.title, description: fields.description, intro: intro[0], sections };
}

const pages = new Map<string, StaticPageContent>();

export function getStaticPage(slug: StaticPageSlug, locale: Locale): StaticPageContent {
  const key = `${slug}.${locale}`;
  let page = pages.get(key);
  if (!page) {
    const file = path.join(CONTENT_DIR, `${key}.md`);
    page = parseStaticPage(readFileSync(file, "utf8"), path.relative(process.cwd(), file));
    pages.set(key, page);
  }
  return page;
}
