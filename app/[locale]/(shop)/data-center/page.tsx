import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { directoryMetadata, DirectoryPage } from "@/components/site/directory-page";
import { isLocale, type Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return directoryMetadata(locale, "dataCenters");
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <DirectoryPage locale={locale} kind="dataCenters" searchParams={searchParams} />;
}
