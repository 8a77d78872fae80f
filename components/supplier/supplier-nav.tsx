"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/components/i18n/navigation";
import type { Role } from "@/lib/organizations/permissions";
import { supplierMenu } from "./menu";
import { supplierPaths } from "./paths";

/** The supplier side menu: only the sections the role may use; a wrapping row on a phone, a column from 1,024 px. */
export function SupplierNav({ role }: { role: Role }) {
  const t = useTranslations("supplier.menu");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="mb-6 lg:mb-0">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {supplierMenu(role).map((item) => {
          const current = pathname === item.href || (item.href !== supplierPaths.overview && pathname.startsWith(`${item.href}/`));
          return (
            <li key={item.section}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm ${current ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-800 hover:bg-slate-100"}`}
              >
                {t(item.section)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
