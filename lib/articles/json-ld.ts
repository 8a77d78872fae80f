import type { BlogPosting, WithContext } from "schema-dts";
import { absoluteUrl, PRODUCT_NAME } from "@/lib/seo/metadata";

export type BlogPostingInput = {
  headline: string;
  description: string;
  /** Unprefixed-or-localised site path of the article page. */
  path: string;
  image: string | null;
  publishedAt: string;
  inLanguage: string;
};

/** BlogPosting for an article page (https://developers.google.com/search/docs/appearance/structured-data/article). */
export function blogPostingJsonLd(a: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(a.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: url,
    inLanguage: a.inLanguage,
    datePublished: a.publishedAt,
    dateModified: a.publishedAt,
    image: [a.image ? absoluteUrl(a.image) : absoluteUrl("/og-default.svg")],
    author: { "@type": "Organization", name: PRODUCT_NAME, url: absoluteUrl("/") },
    publisher: { "@type": "Organization", name: PRODUCT_NAME, logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") } },
  };
}
