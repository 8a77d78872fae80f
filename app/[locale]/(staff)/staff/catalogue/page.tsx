import { notFound, redirect } from "next/navigation";
import { PRODUCTS_PATH } from "@/components/staff/catalogue-paths";
import { isLocale, localizedPath } from "@/lib/i18n/routing";

/** /staff/catalogue opens its first section, the products. */
export default async function StaffCataloguePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  redirect(localizedPath(locale, PRODUCTS_PATH));
}
