/** The 16:9 image as the seed's covers and supplier uploads produce it (image16x9, 1280 x 720). */
export const HERO_IMAGE = { width: 1280, height: 720 } as const;
/** Its 640 x 360 copy (image16x9Small in lib/supplier-offers/image-renditions.ts). */
export const HERO_IMAGE_SMALL = { width: 640, height: 360 } as const;
/** Its 960 x 540 copy (image16x9Medium in lib/supplier-offers/image-renditions.ts). */
export const HERO_IMAGE_MEDIUM = { width: 960, height: 540 } as const;

/**
 * The width the hero is laid out at, for `sizes`. It fills a cell of the offer page's
 * `grid gap-8 md:grid-cols-2` inside the layout's `<main class="max-w-6xl px-4">` (Tailwind's default
 * md = 768 px, 6xl = 72rem = 1152 px, px-4 = 16 px a side, gap-8 = 32 px):
 * - from 1152 px: (1152 - 2 x 16 - 32) / 2 = 544 px;
 * - from 768 px: two columns of (100vw - 2 x 16 - 32) / 2 = 50vw - 32px;
 * - below: one column, 100vw - 32px.
 * Change it with those classes (app/[locale]/(shop)/[category_slug]/[slug]/[offer_uid]/page.tsx,
 * app/[locale]/layout.tsx).
 */
export const HERO_SIZES = "(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)";

/**
 * The hero's `srcset`: the 640 and 960 px copies that exist, then the 1280 px `src`; undefined when
 * there is no copy (then `src` alone is the whole choice).
 */
export function heroSrcSet(src: string, smallSrc: string | null, mediumSrc: string | null): string | undefined {
  const copies = [
    [smallSrc, HERO_IMAGE_SMALL.width],
    [mediumSrc, HERO_IMAGE_MEDIUM.width],
  ] as const;
  const candidates = copies.flatMap(([url, width]) => (url ? [`${url} ${width}w`] : []));
  return candidates.length > 0 ? [...candidates, `${src} ${HERO_IMAGE.width}w`].join(", ") : undefined;
}

/**
 * The offer page's hero image ("served at the size it is shown"). An uploaded photo has a
 * 640, a 960 and a 1280 px wide JPEG: the browser picks by `sizes` and the screen's pixel density, so
 * a 544 px column on an ordinary screen loads the 640 one and a phone at 2x (a 330–400 px hero) the
 * 960 one. Without either copy (the generated SVG covers, which scale, or a photo uploaded before the
 * copies existed and not yet backfilled) it is the plain 1280 x 720 `src`, as before; with only one
 * of them, that one and the 1280. width and height reserve the 16:9 box (no layout shift); an
 * immutable /api/media URL, so no next/image optimisation is needed.
 */
export function OfferHeroImage({ src, smallSrc, mediumSrc, alt }: { src: string; smallSrc: string | null; mediumSrc: string | null; alt: string }) {
  const srcSet = heroSrcSet(src, smallSrc, mediumSrc);
  const responsive = srcSet ? { srcSet, sizes: HERO_SIZES } : {};
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      {...responsive}
      width={HERO_IMAGE.width}
      height={HERO_IMAGE.height}
      alt={alt}
      fetchPriority="high"
      className="aspect-video h-auto w-full rounded-lg border border-slate-200 object-cover"
    />
  );
}
