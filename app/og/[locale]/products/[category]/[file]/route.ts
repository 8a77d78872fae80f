import { isCatalogueSlug } from "@/lib/catalogue/route-params";
import { isLocale } from "@/lib/i18n/routing";
import { pngAnswer, productOgImage } from "@/components/seo/og-image";

/** /og/{locale}/products/{category}/{product}.png: a product listing's Open Graph image (components/seo/og-image.tsx). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; category: string; file: string }> }) {
  const { locale, category, file } = await params;
  const product = /^(.+)\.png$/.exec(file)?.[1];
  if (!isLocale(locale) || !product || !isCatalogueSlug(category) || !isCatalogueSlug(product)) return pngAnswer(null);
  return pngAnswer(await productOgImage(locale, category, product));
}
