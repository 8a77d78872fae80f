import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { countryName } from "@/lib/format";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import type { OfferView } from "@/lib/catalogue/queries";
import { attributeText, dataCenterName, offerTitle, placeName } from "@/lib/catalogue/vocabulary";
import { MAX_COMPARE } from "@/lib/catalogue/compare";
import { keySpecs } from "@/lib/catalogue/key-specs";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { buttonClass } from "@/components/ui/button";
import { AvailabilityBadge } from "./availability-badge";
import { OfferPrice, offerPriceProps } from "./offer-price";
import { deliveryLabel } from "./labels";
import { AddToCartIsland } from "@/components/cart/add-to-cart";

/** How many attributes the "key specs" column shows. */
const KEY_SPECS = 3;

/**
 * Column styles by position, set once on the form rather than on 50 rows of cells (each class list
 * would travel twice: in the HTML and in the RSC payload). Cells: 1 compare, 2 name (th), 3 provider
 * and location, 4 key specs, 5 price, 6 availability and delivery. Six columns fit beside the filters
 * at 1,280 px. Below 768 px the same rows are laid out as cards by the `offer-rows` rules in
 * app/globals.css: one markup for both, so a page sends each offer once.
 */
const columnLook = [
  "offer-rows flex flex-col gap-3",
  "[&_tbody_th]:min-w-36 [&_td_input]:h-4 [&_td_input]:w-4 [&_td_input]:accent-brand-700",
  "[&_td:nth-child(3)]:min-w-32 [&_td:nth-child(4)]:min-w-48 [&_td:nth-child(4)]:whitespace-pre-line",
  "[&_td:nth-child(5)]:whitespace-nowrap [&_td:nth-child(5)]:text-right [&_td:nth-child(5)]:font-semibold",
  "[&_small]:block [&_small]:text-xs [&_small]:text-slate-700",
  // "Add to cart" (cell 6): one look for every row's button.
  "[&_td_button]:mt-1.5 [&_td_button]:whitespace-nowrap [&_td_button]:rounded-md [&_td_button]:border [&_td_button]:border-brand-700 [&_td_button]:px-2.5 [&_td_button]:py-1 [&_td_button]:text-xs [&_td_button]:font-medium [&_td_button]:text-brand-700 [&_td_button:hover]:bg-brand-50 [&_td_button:disabled]:border-slate-300 [&_td_button:disabled]:bg-transparent [&_td_button:disabled]:text-slate-600",
].join(" ");

type Props = {
  locale: Locale;
  rows: { offer: OfferView; href: string }[];
  caption: string;
  /** Localised target of the compare form (GET `offers=`). */
  compareAction: string;
  /** Localised comparison of the first offers of the page, a plain followable link. */
  compareFirstHref: string | null;
};

/**
 * The offers of one listing page. The table sits in a GET form whose `offers` checkboxes lead to the
 * comparison page, so comparing needs neither JavaScript nor a sign-in. Each row's "Add to cart" is a
 * bare submit button (`name="add"`, the offer's uid) sending the form to the cart without JavaScript;
 * the page's one cart island handles the clicks (components/cart/add-to-cart.tsx).
 */
export async function OffersTable({ locale, rows, caption, compareAction, compareFirstHref }: Props) {
  const t = await getTranslations({ locale, namespace: "listing" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const a = await getTranslations({ locale, namespace: "addToCart" });
  const compareCount = Math.min(MAX_COMPARE, rows.length);
  const cartPath = localizedPath(locale, "/cart");
  const addLabel = a("add");
  return (
    <form
      method="get"
      action={compareAction}
      className={columnLook}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <button type="submit" className={buttonClass("secondary")}>
          {t("compareSelected")}
        </button>
        {/* On a phone each card says "Compare" beside its tick: the hint would push the offers down. */}
        <span className="text-slate-700 max-md:sr-only">
          {t("compareHint", { max: MAX_COMPARE })}
        </span>
        {compareFirstHref && compareCount > 1 ? (
          <Link href={compareFirstHref} className={buttonClass("link")} prefetch={false}>
            {t("compareFirst", { count: compareCount })}
          </Link>
        ) : null}
      </div>
      <TableContainer label={caption} className="max-md:overflow-visible max-md:border-0 max-md:bg-transparent">
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>
                <span className="sr-only">{t("columns.compare")}</span>
              </Th>
              <Th>{t("columns.name")}</Th>
              <Th>{t("columns.providerLocation")}</Th>
              <Th>{t("columns.specs")}</Th>
              <Th className="text-right">{t("columns.price")}</Th>
              <Th>{t("columns.availability")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ offer: o, href }) => (
              <tr key={o.uid} data-offer-uid={o.uid}>
                <Td>
                  <label>
                    <input type="checkbox" name="offers" value={o.uid} aria-label={t("compareOffer", { name: offerTitle(o, locale) })} />
                    <span>{t("columns.compare")}</span>
                  </label>
                </Td>
                <Th scope="row">
                  <Link href={href} prefetch={false}>
                    {offerTitle(o, locale)}
                  </Link>
                </Th>
                <Td>
                  {o.supplier.name}
                  <small>{[o.dataCenter ? (o.dataCenter.name.includes(o.dataCenter.city) ? dataCenterName(o.dataCenter.name, locale) : `${dataCenterName(o.dataCenter.name, locale)}, ${placeName(o.dataCenter.city, locale)}`) : null, countryName(o.country, locale)].filter(Boolean).join(" · ")}</small>
                </Td>
                <Td>
                  {keySpecs(o.name, o.attributes, KEY_SPECS)
                    .map((a) => attributeText(a, locale))
                    .map((a) => `${a.name}: ${a.value}`)
                    .join("\n")}
                </Td>
                <Td><OfferPrice locale={locale} {...offerPriceProps(o)} /></Td>
                <Td>
                  <AvailabilityBadge availability={o.availability} label={c(`availability.${o.availability}`)} />
                  <small>{`${t("columns.delivery")}: ${deliveryLabel(c, o.deliveryMinutes)}`}</small>
                  <button name="add" value={o.uid} formAction={cartPath} disabled={o.availability === "out_of_stock" || undefined}>
                    {addLabel}
                  </button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
      <AddToCartIsland />
    </form>
  );
}
