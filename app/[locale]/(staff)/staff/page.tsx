import { notFound, redirect } from "next/navigation";
import { QUEUE_PATH } from "@/components/staff/paths";
import { isLocale, localizedPath } from "@/lib/i18n/routing";

/** /staff has one section so far: the review queue. */
export default async function StaffPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  redirect(localizedPath(locale, QUEUE_PATH));
}
