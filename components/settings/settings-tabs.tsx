"use client";

import { Link, usePathname } from "@/components/i18n/navigation";

export type SettingsTab = { href: string; label: string };

/** The tabs of settings/ (main, profile, access) as links: each section has its own URL. */
export function SettingsTabs({ tabs, label }: { tabs: SettingsTab[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const current = pathname === tab.href;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "inline-block border-b-2 border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700"
                    : "inline-block border-b-2 border-transparent px-4 py-2 text-sm text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
