import Link from "next/link";

export type BreadcrumbItem = { name: string; href: string };

/**
 * Visible breadcrumb trail (the JSON-LD BreadcrumbList is built from the same items). The last item
 * is the current page: text with aria-current, not a link.
 */
export function Breadcrumbs({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={item.href} className="text-brand-700 underline-offset-2 hover:underline">
                    {item.name}
                  </Link>
                  <span aria-hidden="true" className="text-slate-500">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
