import Link from "next/link";

export type CountryLink = { code: string; name: string; count: number; href: string; current: boolean };

/**
 * Links to the country listings of a product (`/:category/:product-:CC`), so each is reachable by a
 * crawler, plus a link back to all countries.
 */
export function CountryLinks({ label, all, links }: { label: string; all: { name: string; href: string; current: boolean }; links: CountryLink[] }) {
  if (!links.length) return null;
  const chip = "inline-block rounded-full border px-3 py-1 text-sm";
  return (
    <nav aria-label={label} className="mb-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {[{ code: "", ...all, count: null }, ...links].map((l) => (
          <li key={l.code || "all"}>
            {l.current ? (
              <span aria-current="page" className={`${chip} border-brand-700 bg-brand-700 font-medium text-white`}>
                {l.name}
                {l.count !== null ? ` (${l.count})` : null}
              </span>
            ) : (
              <Link href={l.href} prefetch={false} className={`${chip} border-slate-300 bg-white text-brand-700 hover:bg-slate-100`}>
                {l.name}
                {l.count !== null ? ` (${l.count})` : null}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
