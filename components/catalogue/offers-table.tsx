import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import type { OfferView } from "@/lib/catalogue/queries";
import { MAX_COMPARE } from "@/lib/catalogue/compare";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { buttonClass } from "@/components/ui/button";
import { AvailabilityBadge } from "./availability-badge";
import { deliveryLabel, priceLabel } from "./labels";

/** How many attributes the "key specs" column shows. */
const KEY_SPECS = 3;

/**
 * Column styles by position, set once on the form rather than on 50 rows of cells (each class list
 * would travel twice: in the HTML and in the RSC payload). Cells: 1 compare, 2 name (th), 3 provider,
 * 4 data center, 5 country, 6 key specs, 7 price, 8 availability, 9 delivery.
 */
const columnLook = [
  "flex flex-col gap-3",
  "[&_tbody_th]:min-w-40 [&_td_input]:h-4 [&_td_input]:w-4 [&_td_input]:accent-brand-700",
  "[&_td:nth-child(6)]:min-w-40 [&_td:nth-child(6)]:whitespace-pre-line",
  "[&_td:nth-child(7)]:whitespace-nowrap [&_td:nth-child(7)]:text-right [&_td:nth-child(7)]:font-semibold [&_td:nth-child(9)]:whitespace-nowrap",
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
 * comparison page, so comparing needs neither JavaScript nor a sign-in.
 */
export async function OffersTable({ locale, rows, caption, compareAction, compareFirstHref }: Props) {
  const t = await getTranslations({ locale, namespace: "listing" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const compareCount = Math.min(MAX_COMPARE, rows.length);
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
        <span className="text-slate-700">
          {t("compareHint", { max: MAX_COMPARE })}
        </span>
        {compareFirstHref && compareCount > 1 ? (
          <Link href={compareFirstHref} className={buttonClass("link")} prefetch={false}>
            {t("compareFirst", { count: compareCount })}
          </Link>
        ) : null}
      </div>
      <TableContainer label={caption}>
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>
                <span className="sr-only">{t("columns.compare")}</span>
              </Th>
              <Th>{t("columns.name")}</Th>
              <Th>{t("columns.provider")}</Th>
              <Th>{t("columns.location")}</Th>
              <Th>{t("columns.country")}</Th>
              <Th>{t("columns.specs")}</Th>
              <Th className="text-right">{t("columns.price")}</Th>
              <Th>{t("columns.availability")}</Th>
              <Th>{t("columns.delivery")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ offer: o, href }) => (
              <tr key={o.uid}>
                <Td>
                  <input type="checkbox" name="offers" value={o.uid} aria-label={t("compareOffer", { name: o.name })} />
                </Td>
                <Th scope="row">
                  <Link href={href} prefetch={false}>
                    {o.name}
                  </Link>
                </Th>
                <Td>{o.supplier.name}</Td>
                <Td>
                  {o.dataCenter ? (
                    o.dataCenter.name.includes(o.dataCenter.city) ? (
                      o.dataCenter.name
                    ) : (
                      <>
                        {o.dataCenter.name}
                        <br />
                        {o.dataCenter.city}
                      </>
                    )
                  ) : (
                    "—"
                  )}
                </Td>
                <Td>{countryName(o.country, locale)}</Td>
                <Td>
                  {o.attributes
                    .slice(0, KEY_SPECS)
                    .map((a) => `${a.name}: ${a.value}`)
                    .join("\n")}
                </Td>
                <Td>{priceLabel(c, locale, o.priceCents, o.currency, o.billingPeriod)}</Td>
                <Td>
                  <AvailabilityBadge availability={o.availability} label={c(`availability.${o.availability}`)} />
                </Td>
                <Td>{deliveryLabel(c, o.deliveryMinutes)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
    </form>
  );
}
