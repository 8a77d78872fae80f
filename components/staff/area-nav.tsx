"use client";

import { Link, usePathname } from "@/components/i18n/navigation";

export type AreaNavItem = { href: string; label: string };

/**
 * A section menu of a signed-in area (staff, supplier): links, the current one (or the one whose
 * sub-page is open) marked with aria-current. A row that wraps on a phone.
 */
export function AreaNav({ items, label, exact = [] }: { items: AreaNavItem[]; label: string; exact?: readonly string[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {items.map((item) => {
          const current = pathname === item.href || (!exact.includes(item.href) && pathname.startsWith(`${item.href}/`));
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "inline-block border-b-2 border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700"
                    : "inline-block border-b-2 border-transparent px-3 py-2 text-sm text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
