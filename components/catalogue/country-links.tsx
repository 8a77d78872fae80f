export type CountryLink = {
  code: string;
  name: string;
  count: number;
  href: string;
  /** The link leads to the page shown (rendered as text, `aria-current="page"`). */
  current: boolean;
  /** The listing shows this country's offers: its path country, or the `country` filter selects it. */
  selected: boolean;
};

/**
 * Links to the country listings of a product (`/:category/:product-:CC`), so each is reachable by a
 * crawler, plus a link back to all countries. Each link keeps the listing's other filters, sort and
 * size, and the chips agree with the listing: the countries it shows are marked, "All countries"
 * only when no country is selected. Plain `<a>`: listing states load as documents (ADR 0002,
 * addendum).
 */
export function CountryLinks({
  label,
  all,
  links,
}: {
  label: string;
  all: { name: string; href: string; current: boolean; selected: boolean };
  links: CountryLink[];
}) {
  if (!links.length) return null;
  const chip = "inline-block rounded-full border px-3 py-1 text-sm";
  const on = `${chip} border-brand-700 bg-brand-700 font-medium text-white`;
  return (
    <nav aria-label={label} className="mb-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {[{ code: "", ...all, count: null }, ...links].map((l) => {
          const text = (
            <>
              {l.name}
              {l.count !== null ? ` (${l.count})` : null}
            </>
          );
          return (
            <li key={l.code || "all"}>
              {l.current ? (
                <span aria-current="page" className={on}>
                  {text}
                </span>
              ) : (
                <a
                  href={l.href}
                  aria-current={l.selected ? "true" : undefined}
                  className={l.selected ? `${on} hover:bg-brand-900` : `${chip} border-slate-300 bg-white text-brand-700 hover:bg-slate-100`}
                >
                  {text}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
