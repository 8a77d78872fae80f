import { renderArticleMarkdown } from "@/lib/articles/markdown";

/**
 * An article body written in Markdown, rendered on the server by markdown-it (lib/articles/markdown.ts,
 * ADR 0012). A server component: never import it from a "use client" file (lib/articles/markdown.ts is
 * `server-only`).
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div
      className="space-y-4 text-base leading-relaxed text-slate-800"
      // dangerouslySetInnerHTML is acceptable here only because markdown-it runs with `html: false`:
      // it escapes all raw HTML and every text it writes, and links pass an http(s)/mailto/site-path
      // allow-list (lib/articles/markdown.ts, tests/unit/articles/markdown.test.tsx). Do not turn
      // `html` on or add plugins that emit raw HTML without a sanitiser.
      dangerouslySetInnerHTML={{ __html: renderArticleMarkdown(source) }}
    />
  );
}
