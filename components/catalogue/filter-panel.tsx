import { facetWordText } from "@/lib/catalogue/vocabulary";
import { getTranslations } from "next-intl/server";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import type { FacetConfig } from "@/lib/catalogue/queries";
import { DEFAULT_SORT, listingQueryString } from "@/lib/catalogue/listing-state";
import { DEFAULT_OFFER_PAGE_SIZE, sortApplies, sortValues, type OfferListingInput } from "@/lib/catalogue/schema";
import { HOURS_PER_MONTH } from "@/lib/catalogue/pricing";
import { buttonClass } from "@/components/ui/button";
import { facetValueLabel, type Translate } from "./labels";
import { ListingFormEnhancer } from "./listing-form-enhancer";

type Props = {
  locale: Locale;
  /** Localised listing path the form submits to (GET, public query-string form). */
  action: string;
  /** Localised listing path without any state. */
  resetHref: string;
  filters: FacetConfig[];
  price: { minEur: number; maxEur: number };
  input: OfferListingInput;
};

/** Number of facet groups shown unfolded when none of their values is selected. */
const OPEN_GROUPS = 3;

/** Option styles set once per group (descendant variants), not on each of the many options. */
const optionList =
  "mt-2 flex flex-col gap-1.5 [&_div]:flex [&_div]:items-start [&_div]:gap-2 [&_input]:mt-0.5 [&_input]:h-4 [&_input]:w-4 [&_input]:accent-brand-700 [&_label]:flex-1 [&_label]:text-slate-800 [&_span]:text-slate-600";

/** One bound of the price filter, in whole euros. */
function PriceInput({ id, name, label, placeholder, value }: { id: string; name: string; label: string; placeholder: number; value?: number }) {
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={String(placeholder)}
        defaultValue={value}
        className="w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900"
      />
    </div>
  );
}

/** The options of a facet with their display text; countries sorted by their name in the page's language. */
function optionsOf(f: FacetConfig, locale: Locale, c: Translate) {
  const out = f.options.map((o) => ({
    ...o,
    text: f.key === "country" ? countryName(o.value, locale) : f.key === "provider" ? (o.label ?? o.value) : facetValueLabel(c, facetWordText(o.value, locale), f.unit),
  }));
  if (f.key === "country") out.sort((a, b) => a.text.localeCompare(b.text, locale));
  return out;
}

/**
 * The listing filters as one plain GET form: it works without JavaScript, and the resulting URL is
 * the shareable, cacheable listing state. Options carry their offer counts. Defaults (sort, size)
 * submit empty values: the island (ListingFormEnhancer) leaves them out of the URL, and without
 * JavaScript the proxy redirects to the query without them, so an untouched form yields the bare listing.
 */
export async function FilterPanel({ locale, action, resetHref, filters, price, input }: Props) {
  const t = await getTranslations({ locale, namespace: "listing" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const selected = (key: string): string[] =>
    key === "country" ? (input.countries ?? []) : key === "provider" ? (input.providers ?? []) : (input.facets[key] ?? []);
  return (
    // Keyed by the listing state and without form restoration: the form always shows its URL's state.
    <form
      key={listingQueryString(input, null)}
      method="get"
      action={action}
      role="search"
      aria-label={t("filtersForm")}
      autoComplete="off"
      className="flex flex-col gap-4 text-sm"
    >
      <ListingFormEnhancer />
      <div className="flex flex-col gap-1">
        <label htmlFor="listing-sort" className="font-medium text-slate-900">
          {t("sort")}
        </label>
        <select
          id="listing-sort"
          name="sort"
          defaultValue={input.sort === DEFAULT_SORT ? "" : input.sort}
          className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900"
        >
          {sortValues.filter((s) => sortApplies(s, filters.map((f) => f.key))).map((s) => (
            <option key={s} value={s === DEFAULT_SORT ? "" : s}>
              {t(`sortOptions.${s}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-900">{t("price")}</legend>
        <div className="flex items-center gap-2">
          <PriceInput id="price-min" name="price_min" label={t("priceMin")} placeholder={price.minEur} value={input.priceMinEur} />
          <PriceInput id="price-max" name="price_max" label={t("priceMax")} placeholder={price.maxEur} value={input.priceMaxEur} />
        </div>
        <p className="text-xs text-slate-700">{c("hoursNote", { hours: HOURS_PER_MONTH })}</p>
      </fieldset>

      {filters.map((f, i) => {
        if (!f.options.length) return null;
        const chosen = selected(f.key);
        const label = f.label[locale];
        return (
          <details key={f.key} open={chosen.length > 0 || i < OPEN_GROUPS} className="group border-t border-slate-200 pt-3">
            <summary className="cursor-pointer font-medium text-slate-900">
              {label}
              {chosen.length ? <span className="ml-1 text-slate-700">({chosen.length})</span> : null}
            </summary>
            <fieldset className={optionList}>
              <legend className="sr-only">{label}</legend>
              {optionsOf(f, locale, c).map((o, j) => {
                const id = `f-${f.key}-${j}`;
                return (
                  <div key={o.value}>
                    <input id={id} type="checkbox" name={f.key} value={o.value} defaultChecked={chosen.includes(o.value)} />
                    <label htmlFor={id}>
                      {`${o.text} `}
                      <span>{`(${o.count})`}</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          </details>
        );
      })}

      {input.size !== DEFAULT_OFFER_PAGE_SIZE ? <input type="hidden" name="size" value={input.size} /> : null}
      <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
        <button type="submit" className={buttonClass("primary")}>
          {t("apply")}
        </button>
        {/* A document load, like every listing control (ADR 0002, addendum). */}
        <a href={resetHref} className={buttonClass("secondary")}>
          {t("reset")}
        </a>
      </div>
    </form>
  );
}
