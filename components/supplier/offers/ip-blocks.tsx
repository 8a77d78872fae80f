"use client";

import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { failureText } from "@/components/api/answer-errors";
import { getJson, sendJson } from "@/components/api/query";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { can } from "@/lib/organizations/permissions";
import { IP_BLOCK_CATEGORY } from "@/lib/supplier-offers/ip-block-parse";
import type { ipBlockDto } from "@/lib/supplier-offers/api-views";
import { ipBlockCreateSchema } from "@/lib/supplier-offers/schema";
import { useSupplierOrganization } from "../supplier-context";
import { offerKeys } from "./queries";

/** An IP block as GET /api/supplier/offers/{id}/ip-blocks answers it (lib/supplier-offers/ip-blocks.ts). */
export type IpBlock = z.infer<typeof ipBlockDto>;

type IpBlockInput = z.input<typeof ipBlockCreateSchema>;

const blocksKey = (uid: string) => [...offerKeys.one(uid), "ip-blocks"] as const;
const blocksPath = (uid: string) => `/api/supplier/offers/${encodeURIComponent(uid)}/ip-blocks`;

/**
 * The IP blocks of a computing offer (the spec's "IP-blocks"), under its update form:
 * the ranges attached, a field to attach one in CIDR notation (the server checks it and answers
 * its own text, shown under the field), each range's status (staff verify a new range before it is
 * reserved and used), and a remove button per range. Read-only for a viewer.
 * Nothing for offers of other categories.
 */
export function OfferIpBlocks({ uid, category }: { uid: string; category: string }) {
  const t = useTranslations("supplierIpBlocks");
  const format = useFormatter();
  const org = useSupplierOrganization();
  const client = useQueryClient();
  const fieldId = useId();
  const errorId = useId();
  const { register, handleSubmit, reset, setError, clearErrors, control, formState } = useForm<IpBlockInput>({ resolver: zodResolver(ipBlockCreateSchema), defaultValues: { cidr: "" } });
  const cidr = useWatch({ control, name: "cidr" }) ?? "";
  const fieldError = formState.errors.cidr;
  // The API checks the range and answers in the page's language; the schema's own (English) text is not shown.
  const error = fieldError ? (fieldError.type === "server" ? (fieldError.message ?? t("failed")) : t("failed")) : null;
  const writable = can(org.role, "offers.write");
  const blocks = useQuery({
    queryKey: blocksKey(uid),
    enabled: category === IP_BLOCK_CATEGORY,
    queryFn: ({ signal }) => getJson<{ items: IpBlock[]; max: number }>(blocksPath(uid), signal),
  });
  const add = useMutation({
    mutationFn: (value: string) => sendJson<IpBlock>(blocksPath(uid), { body: { cidr: value } }),
    onSuccess: () => {
      reset();
      void client.invalidateQueries({ queryKey: blocksKey(uid) });
    },
    onError: (e) => setError("cidr", { type: "server", message: failureText(e, t("failed")) }),
  });
  const remove = useMutation({
    mutationFn: (block: IpBlock) => sendJson(`${blocksPath(uid)}/${encodeURIComponent(block.uid)}`, { method: "DELETE" }),
    onSettled: () => void client.invalidateQueries({ queryKey: blocksKey(uid) }),
  });

  if (category !== IP_BLOCK_CATEGORY) return null;
  const items = blocks.data?.items ?? [];
  return (
    <section aria-labelledby={`${fieldId}-title`} className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("intro", { max: blocks.data?.max ?? 64 })}</p>
      {blocks.isPending ? (
        <p className="mt-3 text-sm text-slate-700">{t("loading")}</p>
      ) : blocks.isError ? (
        <div className="mt-3">
          <ErrorState text={t("loadError")} onRetry={() => void blocks.refetch()} retryLabel={t("retry")} />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-4">{t("cidr")}</th>
                <th scope="col" className="py-1 pr-4">{t("family")}</th>
                <th scope="col" className="py-1 pr-4">{t("addresses")}</th>
                <th scope="col" className="py-1 pr-4">{t("status")}</th>
                <th scope="col" className="py-1 pr-4">{t("added")}</th>
                {writable && <th scope="col" className="py-1"><span className="sr-only">{t("actions")}</span></th>}
              </tr>
            </thead>
            <tbody>
              {items.map((b) => (
                <tr key={b.uid} className="border-t border-slate-100">
                  <td className="py-1 pr-4 font-mono">{b.cidr}</td>
                  <td className="py-1 pr-4">IPv{b.family}</td>
                  <td className="py-1 pr-4">{b.addresses.length > 15 ? `2^${(b.family === 4 ? 32 : 128) - b.prefix}` : format.number(Number(b.addresses))}</td>
                  <td className="py-1 pr-4">{t(`statuses.${b.status ?? "pending"}`)}</td>
                  <td className="py-1 pr-4">{format.dateTime(new Date(b.created_at), { dateStyle: "medium" })}</td>
                  {writable && (
                    <td className="py-1">
                      <button type="button" className={buttonClass("secondary")} aria-label={t("remove", { cidr: b.cidr })} disabled={remove.isPending} onClick={() => remove.mutate(b)}>
                        {t("removeShort")}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {writable ? (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={handleSubmit(({ cidr: value }) => {
            if (value.trim()) add.mutate(value.trim());
          })}
        >
          <div className="min-w-64 flex-1">
            <label htmlFor={fieldId} className={labelClass}>
              {t("cidr")}
            </label>
            <input
              id={fieldId}
              className={fieldClass}
              {...register("cidr", { onChange: () => clearErrors("cidr") })}
              placeholder={t("placeholder")}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <p id={errorId} role="alert" className={error ? errorClass : "sr-only"}>
              {error ?? ""}
            </p>
          </div>
          <button type="submit" className={buttonClass("primary")} disabled={add.isPending || !cidr.trim()}>
            {add.isPending ? t("adding") : t("add")}
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("readOnly")}</p>
      )}
    </section>
  );
}
