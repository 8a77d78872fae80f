import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/routing";
import NotFound from "../not-found";

/**
 * The translated 404 as a page, for the front only (lib/cache/startup-revalidate.ts,
 * NOT_FOUND_VIEW_HEADER; proxy.ts answers 404 to anyone else): Next 16 sends a page's notFound() as
 * an empty error shell drawn by JavaScript, so the front swaps in this server-rendered copy and keeps
 * the 404 status. Never indexed.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function NotFoundView({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFound />;
}
