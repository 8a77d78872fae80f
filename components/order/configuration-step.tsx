"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/loading-state";
import type { CartField, CartItem, CartValidity, InstanceError } from "./types";
import { ErrorState } from "@/components/ui/error-state";

/** How a chosen value reads: an option's label, hours counted, a key shortened; empty as "not set". */
function useValueText() {
  const t = useTranslations("checkout.configuration");
  return (field: CartField, value: string | number | undefined): string => {
    if (value === undefined || value === null || value === "") return t("notSet");
    if (field.kind === "hours") return t("hours", { count: Number(value) });
    if (field.kind === "ssh_key") {
      const text = String(value);
      return text.length > 32 ? `${text.slice(0, 32)}…` : text;
    }
    return (field.kind === "select" ? field.values.find((v) => v.value === String(value))?.label : undefined) ?? String(value);
  };
}

type ItemErrors = { instances: Map<number, InstanceError[]>; issues: { code: string; msg: string }[] };

/** The errors of each item: the validity check's when it has run, else the cart item's own. */
function errorsOf(item: CartItem, validity: CartValidity | undefined): ItemErrors {
  const checked = validity?.items.find((v) => v.id === item.id);
  if (validity && !checked) return { instances: new Map(), issues: [] };
  const instances = new Map<number, InstanceError[]>();
  for (const inst of checked?.instances ?? item.instances) if (inst.errors.length) instances.set(inst.instance, inst.errors);
  return { instances, issues: checked?.issues ?? item.issues };
}

/**
 * Step 1, order configuration: each cart item with its instances' chosen values and their errors,
 * and a link to change them in the cart (the cart page edits configurations).
 */
export function ConfigurationStep({
  items,
  validity,
  loading,
  failed,
  onRetry,
}: {
  items: CartItem[] | undefined;
  validity: CartValidity | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations("checkout.configuration");
  const tBuying = useTranslations("buying");
  const valueText = useValueText();

  if (loading) return <LoadingState label={t("loading")} />;
  if (failed || !items) return <ErrorState text={tBuying("loadError")} retryLabel={tBuying("retry")} onRetry={onRetry} />;
  if (items.length === 0) {
    return (
      <div className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <p>{t("empty")}</p>
        <Link href="/" className={`${buttonClass("secondary")} mt-3`}>
          {t("browse")}
        </Link>
      </div>
    );
  }

  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const errors = errorsOf(item, validity);
        const headingId = `config-item-${item.id}`;
        const invalid = errors.instances.size > 0 || errors.issues.length > 0;
        return (
          <li key={item.id} aria-labelledby={headingId} className={`rounded-md border p-4 ${invalid ? "border-red-300" : "border-slate-200"}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 id={headingId} className="font-semibold text-slate-900">
                  {item.offer.name}
                </h3>
                <p className="text-sm text-slate-700">
                  {item.organization.name} · {t("count", { count: item.count })}
                </p>
              </div>
              <Link href="/cart" className={buttonClass("link")} aria-label={t("editLabel", { name: item.offer.name })}>
                {t("edit")}
              </Link>
            </div>
            {errors.issues.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm text-red-800">
                {errors.issues.map((issue) => (
                  <li key={issue.code}>{issue.msg}</li>
                ))}
              </ul>
            )}
            <ol className="mt-3 space-y-3">
              {Array.from({ length: item.count }, (_, i) => {
                const config = item.configurations[i] ?? {};
                const instanceErrors = errors.instances.get(i + 1) ?? [];
                return (
                  <li key={i} className="text-sm">
                    <p className="font-medium text-slate-800">{t("instance", { n: i + 1 })}</p>
                    {item.fields.length === 0 ? (
                      <p className="text-slate-700">{t("nothingToConfigure")}</p>
                    ) : (
                      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
                        {item.fields.map((field) => (
                          <div key={field.key} className="contents">
                            <dt className="text-slate-600">{field.label}</dt>
                            <dd className="min-w-0 break-words text-slate-900">{valueText(field, config[field.key])}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                    {instanceErrors.length > 0 && (
                      <ul className="mt-1 space-y-0.5 text-red-800">
                        {instanceErrors.map((e) => (
                          <li key={`${e.field}-${e.msg}`}>
                            {item.fields.find((f) => f.key === e.field)?.label ?? e.field}: {e.msg}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}

/** Names of the items the validity check found invalid, in cart order. */
export function invalidNames(validity: CartValidity): string[] {
  return validity.items.map((i) => i.name);
}
