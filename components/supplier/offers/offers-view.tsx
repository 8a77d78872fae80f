"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { buttonClass } from "@/components/ui/button";
import { can } from "@/lib/organizations/permissions";
import { SectionGate } from "../section-gate";
import { useSupplierOrganization } from "../supplier-context";
import { offerExportPath } from "./csv-import";
import { OffersTable } from "./offers-table";
import { offerPaths } from "./paths";
import { useCatalogueCategories } from "./queries";
import type { CatalogueCategory } from "./types";

const tabClass = (current: boolean) =>
  `inline-block rounded-full border px-3 py-1.5 text-sm ${current ? "border-brand-600 bg-brand-600 font-semibold text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`;

function Tabs({ label, items, current }: { label: string; items: { key: string; href: string; name: string }[]; current?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} aria-current={item.key === current ? "page" : undefined} className={tabClass(item.key === current)}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The supplier's offers (spec section 2): /supplier/offers (every category), offers/:slug (one
 * category, tabs of its products) and offers/:slug/:resource (one product, with "Create offer" and
 * "Import CSV" for offers.write and "Export CSV" for every role); the table below lists the
 * organisation's offers of that scope.
 */
export function OffersView({ category, product }: { category?: string; product?: string }) {
  const t = useTranslations("supplier.offers");
  const org = useSupplierOrganization();
  const mayWrite = can(org.role, "offers.write");
  const categories = useCatalogueCategories();
  const current: CatalogueCategory | undefined = categories.data?.find((c) => c.slug === category);
  const currentProduct = current?.products.find((p) => p.slug === product);
  const unknown = categories.isSuccess && ((category && !current) || (product && !currentProduct));
  const title = currentProduct ? t("productTitle", { product: currentProduct.name }) : current ? t("categoryTitle", { category: current.name }) : t("title");

  return (
    <SectionGate section="offers" title={title}>
      {categories.isPending ? (
        <LoadingState label={t("loading")} />
      ) : unknown ? (
        <NotFoundState title={t("notFoundTitle")} text={t("notFoundText")} backHref={offerPaths.index} backLabel={t("backToOffers")} />
      ) : (
        <div className="space-y-4">
          {categories.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {t("categoriesError")}
            </p>
          ) : (
            <>
              <Tabs
                label={t("categories")}
                current={category ?? ""}
                items={[{ key: "", href: offerPaths.index, name: t("allCategories") }, ...categories.data.map((c) => ({ key: c.slug, href: offerPaths.category(c.slug), name: c.name }))]}
              />
              {current && (
                <Tabs
                  label={t("products")}
                  current={product ?? ""}
                  items={[
                    { key: "", href: offerPaths.category(current.slug), name: t("allProducts") },
                    ...current.products.map((p) => ({ key: p.slug, href: offerPaths.product(current.slug, p.slug), name: p.name })),
                  ]}
                />
              )}
            </>
          )}
          {category && product ? (
            <div className="flex flex-wrap gap-2">
              {mayWrite && (
                <>
                  <Link href={offerPaths.create(category, product)} className={buttonClass("primary")}>
                    {t("create")}
                  </Link>
                  <Link href={offerPaths.import(category, product)} className={buttonClass("secondary")}>
                    {t("import.importCsv")}
                  </Link>
                </>
              )}
              <a href={offerExportPath(product)} className={buttonClass("secondary")}>
                {t("import.exportCsv")}
              </a>
            </div>
          ) : !product && mayWrite ? (
            <p className="text-sm text-slate-700">{t("chooseProduct")}</p>
          ) : null}
          <OffersTable key={`${category ?? ""}/${product ?? ""}`} category={category} product={product} />
        </div>
      )}
    </SectionGate>
  );
}
