"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { countryName, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { itemPath, useCartMutation } from "./cart-api";
import { CountStepper } from "./count-stepper";
import { InstanceForm } from "./instance-form";
import { ACCEPTABLE_ISSUES, type CartItem } from "./types";

/** "19 %" / "19 %" (a rate in basis points, in the page's language). */
export function formatVatRate(rateBp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", { style: "percent", maximumFractionDigits: 2 }).format(rateBp / 10_000);
}

/**
 * One offer in the cart: its name (to the offer page), supplier, the price in its unit, the count,
 * the line's net, VAT and gross, what changed since it was added (with "Accept changes"), Remove,
 * and the configuration of each instance.
 */
export function CartItemCard({ item }: { item: CartItem }) {
  const t = useTranslations("cart");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const remove = useCartMutation();
  const accept = useCartMutation();
  const name = item.offer.name;
  const money = (cents: number) => formatMoney(cents, item.price.currency, locale);
  const canAccept = item.issues.length > 0 && item.issues.every((i) => ACCEPTABLE_ISSUES.has(i.code));
  const busy = remove.isPending || accept.isPending;

  return (
    <li aria-labelledby={headingId} data-cart-item={item.id} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={headingId} className="font-semibold text-slate-900">
            <Link href={item.offer.href} className="text-brand-700 underline-offset-2 hover:underline">
              {name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {t("supplier")}:{" "}
            {/* Underlined: a link inside a sentence must not be told apart by its colour alone (axe link-in-text-block). */}
            <Link href={`/provider/${item.organization.slug}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {item.organization.name}
            </Link>
            {" · "}
            {countryName(item.offer.country, locale)}
          </p>
          <p className="mt-1 text-sm text-slate-900">{t("price", { price: money(item.price.accepted_price_cents), period: item.price.accepted_period })}</p>
        </div>
        <div className="flex items-end gap-3">
          <CountStepper item={item} />
          <button
            type="button"
            className={buttonClass("secondary")}
            aria-label={t("removeLabel", { name })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && remove.mutate({ path: itemPath(item.id), method: "DELETE" })}
          >
            {t("remove")}
          </button>
        </div>
      </div>

      <dl className="mt-3 grid grid-cols-3 gap-2 rounded-md bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-700">{t("net")}</dt>
          <dd className="text-slate-900">{money(item.price.net_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t("vatWithRate", { rate: formatVatRate(item.price.vat_rate_bp, locale) })}</dt>
          <dd className="text-slate-900">{money(item.price.vat_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t("gross")}</dt>
          <dd className="font-semibold text-slate-900">{money(item.price.gross_cents)}</dd>
        </div>
      </dl>

      {item.issues.length > 0 && (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{t("issuesTitle")}</p>
          <ul className="mt-1 list-disc pl-5">
            {item.issues.map((issue) => (
              <li key={`${issue.code}:${issue.msg}`}>{issue.msg}</li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {canAccept ? (
              <button
                type="button"
                className={buttonClass("primary", "py-1.5")}
                aria-label={t("acceptLabel", { name })}
                aria-disabled={busy || undefined}
                onClick={() => !busy && accept.mutate({ path: itemPath(item.id), method: "PATCH", body: { accept_changes: true } })}
              >
                {t("accept")}
              </button>
            ) : (
              <p>{t("onlyRemove")}</p>
            )}
          </div>
        </div>
      )}

      <Configuration item={item} />
    </li>
  );
}

/** The instances' forms: unfolded while an instance needs attention, folded otherwise (the buyer may toggle). */
function Configuration({ item }: { item: CartItem }) {
  const t = useTranslations("cart");
  const panelId = useId();
  const incomplete = item.instances.filter((i) => i.errors.length > 0).length;
  const [open, setOpen] = useState(incomplete > 0);
  // A new instance to configure (a higher count, a value no longer offered) unfolds the forms again.
  const [seenIncomplete, setSeenIncomplete] = useState(incomplete);
  if (incomplete !== seenIncomplete) {
    setSeenIncomplete(incomplete);
    if (incomplete > seenIncomplete) setOpen(true);
  }
  if (item.fields.length === 0) return null;
  const shown = open;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setOpen(!shown)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <span aria-hidden="true">{shown ? "▾" : "▸"}</span>
          {t.rich("configuration", { name: item.offer.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </button>
        <span className={incomplete > 0 ? "text-sm text-red-700" : "text-sm text-slate-700"}>
          {incomplete > 0 ? t("incomplete", { count: incomplete }) : t("complete", { count: item.count })}
        </span>
      </div>
      <div id={panelId} hidden={!shown} className="mt-2 flex flex-col gap-3">
        {item.configurations.map((config, index) => (
          // Re-created from the server's values after each save or reset of this instance.
          <InstanceForm key={`${index}:${JSON.stringify(config)}`} item={item} instance={index + 1} />
        ))}
      </div>
    </div>
  );
}
