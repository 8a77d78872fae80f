import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ForcedLogin } from "@/components/auth/forced-login";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import HomePage from "../page";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "auth" });
  return buildMetadata({ locale, pathname: "/force-login", title: t("title"), description: t("description"), noindex: true });
}

/** Spec section 2: the home page inside the forced-login wrapper (a sign-in dialog that cannot be dismissed). */
export default function ForceLoginPage(props: Props) {
  return (
    <>
      <HomePage {...props} />
      <ForcedLogin />
    </>
  );
}
