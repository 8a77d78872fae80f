"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { MAX_ITEM_COUNT } from "@/lib/cart/constants";
import { itemPath, useCartMutation } from "./cart-api";
import type { CartItem } from "./types";

/** The highest count the buyer may choose: 10, and never above the offer's stock (docs/buying-api.md). */
export function maxCountOf(item: CartItem): number {
  const stock = item.offer.stock;
  return Math.max(1, typeof stock === "number" ? Math.min(MAX_ITEM_COUNT, stock) : MAX_ITEM_COUNT);
}

const stepClass =
  "inline-flex h-9 w-9 items-center justify-center border border-slate-300 bg-white text-lg text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-100 aria-disabled:text-slate-600";

/**
 * The count of one cart item, 1 to {@link maxCountOf}: − and + change it at once (PATCH); a typed
 * number is sent on Enter or when the field is left. While a change is under way the controls wait;
 * they are never `disabled`, which would drop the keyboard focus of someone pressing + again.
 */
export function CountStepper({ item }: { item: CartItem }) {
  const t = useTranslations("cart");
  const id = useId();
  const max = maxCountOf(item);
  const mutation = useCartMutation();
  // What the field shows while typing; null: the item's own count.
  const [draft, setDraft] = useState<string | null>(null);
  const pending = mutation.isPending;

  const send = (count: number) => {
    setDraft(null);
    if (count === item.count || count < 1 || count > max) return;
    mutation.mutate({ path: itemPath(item.id), method: "PATCH", body: { count } });
  };

  const commitDraft = () => {
    if (draft === null) return;
    const n = Number(draft);
    // Out of range: back to the bounds rather than refused, as the − and + buttons do.
    send(Number.isInteger(n) ? Math.min(max, Math.max(1, n)) : item.count);
  };

  const shown = draft ?? String(mutation.isPending && mutation.variables ? (mutation.variables.body as { count: number }).count : item.count);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("count")}
        <span className="sr-only"> {t("ofItem", { name: item.offer.name })}</span>
      </label>
      <div className="flex items-center">
        <button
          type="button"
          className={`${stepClass} rounded-l-md`}
          aria-label={t("decrease", { name: item.offer.name })}
          aria-disabled={pending || item.count <= 1 || undefined}
          onClick={() => !pending && send(item.count - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={shown}
          readOnly={pending}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitDraft}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commitDraft();
            }
          }}
          className="h-9 w-14 border-y border-slate-300 bg-white text-center text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 read-only:bg-slate-50"
        />
        <button
          type="button"
          className={`${stepClass} rounded-r-md`}
          aria-label={t("increase", { name: item.offer.name })}
          aria-disabled={pending || item.count >= max || undefined}
          onClick={() => !pending && send(item.count + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
