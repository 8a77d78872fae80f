import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DemoPayment } from "@/components/order/demo-payment";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale } from "@/lib/i18n/routing";
import { configuredProviderId } from "@/lib/payments/provider";
import { demoSession } from "@/lib/payments/service";
import { buildMetadata } from "@/lib/seo/metadata";

type Params = Promise<{ locale: string; session: string }>;

const SESSION = /^demo_cs_[a-f0-9]{32}$/;

/** One placeholder (a 404 at build): sessions are rendered per request. */
export function generateStaticParams() {
  return [{ session: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, session } = await params;
  if (!isLocale(locale) || !SESSION.test(session)) notFound();
  const t = await getTranslations({ locale, namespace: "demoPay" });
  return buildMetadata({ locale, pathname: `/pay/demo/${session}`, title: t("title"), description: t("description"), noindex: true });
}

async function Payment({ params }: { params: Params }) {
  const { locale, session } = await params;
  if (!isLocale(locale) || !SESSION.test(session)) notFound();
  setRequestLocale(locale);
  // Rendered for each request (the session's own page, nobody else's to cache), and a real 404 for a
  // session that does not exist or while the demo provider is not the configured one.
  await connection();
  if (configuredProviderId() !== "demo" || !(await demoSession(session))) notFound();
  const t = await getTranslations({ locale, namespace: "demoPay" });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <DemoPayment session={session} />
    </>
  );
}

/**
 * The demo payment provider's hosted page (docs/buying-api.md, Payments): where `redirect_url` sends
 * the buyer while no real provider is configured. Clearly marked as a demo (CONVENTIONS 21). Not
 * instant: the session is looked up before anything is sent, so an unknown one answers 404 (not a
 * 200 shell), and the answer is private, no-store like every page rendered per request.
 */
export const instant = false;

export default function DemoPaymentPage({ params }: { params: Params }) {
  return (
    <div className="mx-auto max-w-2xl">
      <Payment params={params} />
    </div>
  );
}
