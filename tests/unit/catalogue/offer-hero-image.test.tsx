/**
 * The offer page's hero image ("served at the size it is shown"): an uploaded photo offers
 * its 640, 960 and 1280 px JPEGs in srcset with the width it is laid out at in sizes; without the 640
 * and 960 px copies (the generated SVG covers, or a photo uploaded before migration 0013 not yet
 * backfilled) it is the plain 1280 x 720 src as before, and with one of them that one and the 1280.
 * sizes is worked out from the Tailwind classes of the page and the layout, so those classes are
 * checked here too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { HERO_SIZES, heroSrcSet, OfferHeroImage } from "@/components/catalogue/offer-hero-image";

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

/**
 * The candidate a browser that takes the smallest sufficient one picks (WebKit and Gecko do; the
 * HTML standard leaves the choice to the browser): the narrowest file at least slot x density device
 * pixels wide, else the widest.
 */
function smallestSufficient(srcset: string, slot: number, density: number): number {
  const widths = srcset.split(", ").map((c) => Number(c.match(/ (\d+)w$/)![1])).sort((a, b) => a - b);
  return widths.find((w) => w >= slot * density) ?? widths.at(-1)!;
}

describe("the offer page's hero image", () => {
  it("an uploaded photo: srcset with the 640, 960 and 1280 px renditions, sizes, and a reserved 16:9 box", () => {
    const markup = renderToStaticMarkup(<OfferHeroImage src="/api/media/big1280xx" smallSrc="/api/media/small640xx" mediumSrc="/api/media/medium960x" alt="Linux VPS: Image VPS" />);
    const img = attributes(markup);
    expect(img.src).toBe("/api/media/big1280xx");
    expect(img.srcset).toBe("/api/media/small640xx 640w, /api/media/medium960x 960w, /api/media/big1280xx 1280w");
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

  it("without the 640 and 960 px copies (an SVG cover, or a photo not yet backfilled): the 1280 x 720 src alone, as before", () => {
    for (const src of ["/api/media/svgcover16", "/api/media/oldphoto16"]) {
      const markup = renderToStaticMarkup(<OfferHeroImage src={src} smallSrc={null} mediumSrc={null} alt="Cover" />);
      const img = attributes(markup);
      expect(img.src).toBe(src);
      expect(img.srcset).toBeUndefined();
      expect(img.sizes).toBeUndefined();
      expect([img.width, img.height]).toEqual(["1280", "720"]);
      const preload = element(markup, "link");
      expect([preload?.href, preload?.imagesrcset]).toEqual([src, undefined]);
    }
  });

  it("with one of the copies only: that one and the 1280, with sizes", () => {
    for (const [smallSrc, mediumSrc, srcset] of [
      ["/api/media/small640xx", null, "/api/media/small640xx 640w, /api/media/big1280xx 1280w"],
      [null, "/api/media/medium960x", "/api/media/medium960x 960w, /api/media/big1280xx 1280w"],
    ] as const) {
      const markup = renderToStaticMarkup(<OfferHeroImage src="/api/media/big1280xx" smallSrc={smallSrc} mediumSrc={mediumSrc} alt="Photo" />);
      const img = attributes(markup);
      expect([img.src, img.srcset, img.sizes]).toEqual(["/api/media/big1280xx", srcset, HERO_SIZES]);
      const preload = element(markup, "link");
      expect([preload?.imagesrcset, preload?.imagesizes]).toEqual([srcset, HERO_SIZES]);
    }
  });

  it("which file a browser taking the smallest sufficient one loads: 640 on a 1x screen, 960 for a phone at 2x (1280 before the 960 copy), 1280 at 3x", () => {
    const all = heroSrcSet("big", "small", "medium")!;
    const without960 = heroSrcSet("big", "small", null)!;
    const pick = (srcset: string, viewport: number, density: number) => smallestSufficient(srcset, slotWidth(HERO_SIZES, viewport), density);
    for (const [viewport, density, now, before] of [
      [1280, 1, 640, 640], // a laptop: the 544 px column
      [1920, 1, 640, 640],
      [360, 2, 960, 1280], // phones at 2x: a 328–398 px hero needs 656–796 px
      [375, 2, 960, 1280],
      [390, 2, 960, 1280],
      [414, 2, 960, 1280],
      [430, 2, 960, 1280],
      [768, 2, 960, 1280], // a tablet, two columns of 352 px
      [1024, 2, 960, 1280],
      [390, 3, 1280, 1280], // phones at 3x need 1029–1194 px
      [430, 3, 1280, 1280],
      [1440, 2, 1280, 1280], // a 2x laptop: 1088 px
    ] as const) {
      expect({ viewport, density, now: pick(all, viewport, density), before: pick(without960, viewport, density) }).toEqual({ viewport, density, now, before });
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
    expect(page).toMatch(/mediumSrc=\{media\.image16x9Medium \? paths\.media\(media\.image16x9Medium\) : null\}/);
  });
});
