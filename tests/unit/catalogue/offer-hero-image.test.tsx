/**
 * The offer page's hero image (issue 13, "served at the size it is shown"): an uploaded photo offers
 * its 640 and 1280 px JPEGs in srcset with the width it is laid out at in sizes; without a 640 px
 * copy (the generated SVG covers, or a photo uploaded before migration 0013 not yet backfilled) it is
 * the plain 1280 x 720 src as before. sizes is worked out from the Tailwind classes of the page and the
 * layout, so those classes are checked here too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { HERO_SIZES, OfferHeroImage } from "@/components/catalogue/offer-hero-image";

/** The attributes of the one `<name>` element in the markup (names lower-cased, as HTML reads them). */
function element(markup: string, name: "img" | "link"): Record<string, string> | null {
  const tags = markup.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
  expect(tags.length).toBeLessThanOrEqual(1);
  const [tag] = tags;
  if (!tag) return null;
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2].replace(/&amp;/g, "&")]));
}
const attributes = (markup: string) => element(markup, "img")!;

/** The width in CSS px a `sizes` list gives at a viewport width (its media conditions are min-width only). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const m = entry.trim().match(/^(?:\(min-width: (\d+)px\)\s+)?(.+)$/)!;
    if (m[1] && viewport < Number(m[1])) continue;
    const length = m[2].trim();
    if (/^\d+px$/.test(length)) return parseFloat(length);
    const calc = length.match(/^calc\((\d+)vw - (\d+)px\)$/)!;
    return (viewport * Number(calc[1])) / 100 - Number(calc[2]);
  }
  throw new Error(`no size for ${viewport}`);
}

/** The hero's real layout width: main is max-w-6xl (1152 px) with px-4; the grid is md:grid-cols-2 with gap-8. */
function layoutWidth(viewport: number): number {
  const content = Math.min(viewport, 1152) - 2 * 16;
  return viewport >= 768 ? (content - 32) / 2 : content;
}

describe("the offer page's hero image", () => {
  it("an uploaded photo: srcset with the 640 and 1280 px renditions, sizes, and a reserved 16:9 box", () => {
    const markup = renderToStaticMarkup(<OfferHeroImage src="/api/media/big1280xx" smallSrc="/api/media/small640xx" alt="Linux VPS: Image VPS" />);
    const img = attributes(markup);
    expect(img.src).toBe("/api/media/big1280xx");
    expect(img.srcset).toBe("/api/media/small640xx 640w, /api/media/big1280xx 1280w");
    expect(img.sizes).toBe("(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)");
    expect([img.width, img.height]).toEqual(["1280", "720"]);
    expect(img.alt).toBe("Linux VPS: Image VPS");
    expect(img.fetchpriority).toBe("high");
    expect(img.class).toContain("aspect-video");
    // React preloads a high-priority image: the preload must offer the same choice, or the browser
    // would fetch the 1280 px file early and then the one srcset picks.
    const preload = element(markup, "link");
    expect([preload?.rel, preload?.imagesrcset, preload?.imagesizes]).toEqual(["preload", img.srcset, img.sizes]);
  });

  it("without a 640 px copy (an SVG cover, or a photo not yet backfilled): the 1280 x 720 src alone, as before", () => {
    for (const src of ["/api/media/svgcover16", "/api/media/oldphoto16"]) {
      const markup = renderToStaticMarkup(<OfferHeroImage src={src} smallSrc={null} alt="Cover" />);
      const img = attributes(markup);
      expect(img.src).toBe(src);
      expect(img.srcset).toBeUndefined();
      expect(img.sizes).toBeUndefined();
      expect([img.width, img.height]).toEqual(["1280", "720"]);
      const preload = element(markup, "link");
      expect([preload?.href, preload?.imagesrcset]).toEqual([src, undefined]);
    }
  });

  it("sizes matches the width the page lays the image out at, at every viewport width", () => {
    for (const viewport of [320, 360, 390, 414, 600, 767, 768, 800, 1024, 1151, 1152, 1280, 1440, 1920, 2560]) {
      expect({ viewport, width: slotWidth(HERO_SIZES, viewport) }).toEqual({ viewport, width: layoutWidth(viewport) });
    }
  });

  it("the classes sizes was worked out from are still those of the layout and the offer page", () => {
    const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");
    expect(read("app/[locale]/layout.tsx")).toMatch(/<main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">/);
    const page = read("app/[locale]/(shop)/[category_slug]/[slug]/[offer_uid]/page.tsx");
    expect(page).toMatch(/<div className="grid gap-8 md:grid-cols-2">\s*\{media\.image16x9 \? \(\s*<OfferHeroImage/);
    expect(page).toMatch(/smallSrc=\{media\.image16x9Small \? paths\.media\(media\.image16x9Small\) : null\}/);
  });
});
