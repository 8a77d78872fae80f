import { uidSchema } from "@/lib/catalogue/schema";
import { isLocale } from "@/lib/i18n/routing";
import { offerOgImage, pngAnswer } from "@/components/seo/og-image";

/** /og/{locale}/offers/{uid}.png: the offer's Open Graph image (components/seo/og-image.tsx). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const uid = /^(.+)\.png$/.exec(file)?.[1];
  if (!isLocale(locale) || !uid || !uidSchema.safeParse(uid).success) return pngAnswer(null);
  return pngAnswer(await offerOgImage(locale, uid));
}
