import { Suspense } from "react";
import { connection } from "next/server";
import { setRequestLocale } from "next-intl/server";
import { getCatalogueStats } from "@/lib/catalogue/queries";
import type { Locale } from "@/lib/i18n/routing";

async function Stats() {
  await connection();
  const s = await getCatalogueStats();
  return <p>{s.offerCount} offers {new Date().toISOString()}</p>;
}

export default async function Home({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <div>
      <h1>Home</h1>
      <Suspense fallback={<p>…</p>}>
        <Stats />
      </Suspense>
    </div>
  );
}
