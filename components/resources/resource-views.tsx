"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import QRCode from "qrcode";
import { answerMessage } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { getJson, isNotFound } from "@/components/api/query";
import { RESOURCE_PAGE_SIZE, resourceKeys } from "./query-keys";
import { Link } from "@/components/i18n/navigation";
import { StatusChip } from "@/components/order/common";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { When } from "@/components/ui/when";
import { buttonClass } from "@/components/ui/button";
import { StatePager } from "@/components/ui/state-pager";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import type { AccessData } from "@/lib/resources/access";
import type { ResourceAction } from "@/lib/resources/actions";
import { resourcePaths } from "./paths";
import { SupportThreads } from "./support-threads";
import { ErrorState } from "@/components/ui/error-state";

const seg = encodeURIComponent;

type ResourceItem = { uid: string; name: string; status: string; created_at: string; supplier: string; category_slug: string; product_slug: string; period_start: string; period_end: string; order_uid: string; delivered_at: string | null };
type ResourcePage = { items: ResourceItem[]; total: number; page: number; size: number; pages: number };
type ResourceDetail = ResourceItem & {
  configuration: Record<string, string | number>;
  comment: string;
  instance: number;
  status_reason: string;
  access_fields: string[];
  actions: ResourceAction[];
  pending_action: { uid: string; action: ResourceAction; created_at: string } | null;
};
type Revealed = { uid: string; status: string; delivered_at: string | null; access: AccessData };

function useResources(category?: string, product?: string, page = 1) {
  const q = new URLSearchParams({ page: String(page), size: String(RESOURCE_PAGE_SIZE) });
  if (category) q.set("category_slug", category);
  if (product) q.set("product_slug", product);
  return useQuery({ queryKey: resourceKeys.list(category, product, page), queryFn: ({ signal }) => getJson<ResourcePage>(`/api/resources?${q.toString()}`, signal), placeholderData: (p) => p });
}

/**
 * resources, resources/:category_slug (ResourcesCategories) and resources/:category_slug/:product_slug
 * (ResourcesList): the caller's resources with their statuses, newest first.
 */
export function ResourcesListView({ category, product }: { category?: string; product?: string }) {
  const t = useTranslations("resources");
  const tBuying = useTranslations("buying");
  const [page, setPage] = useState(1);
  const list = useResources(category, product, page);
  const title = product ? t("productTitle", { product }) : category ? t("categoryTitle", { category }) : t("title");
  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState label={t("loading")} />;
  else if (list.isError) body = <ErrorState text={t("loadError")} retryLabel={tBuying("retry")} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length) body = <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">{t("empty")}</p>;
  else
    body = (
      <TableContainer label={title}>
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{t("columns.name")}</Th>
              <Th>{t("columns.product")}</Th>
              <Th>{t("columns.supplier")}</Th>
              <Th>{t("columns.status")}</Th>
              <Th>{t("columns.period")}</Th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((r) => (
              <tr key={r.uid}>
                <Td>
                  <Link href={resourcePaths.detail(r.category_slug, r.product_slug, r.uid)} className="font-medium text-brand-700 underline">
                    {r.name}
                  </Link>
                </Td>
                <Td>
                  <Link href={resourcePaths.product(r.category_slug, r.product_slug)} className="text-brand-700 underline">
                    {r.product_slug}
                  </Link>
                </Td>
                <Td>{r.supplier}</Td>
                <Td>
                  <StatusChip kind="resource" status={r.status} />
                </Td>
                <Td>
                  <When iso={r.period_end} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
    );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {(category || product) && (
        <p>
          <Link href={product && category ? resourcePaths.category(category) : resourcePaths.index} className={buttonClass("link")}>
            {t("back")}
          </Link>
        </p>
      )}
      {body}
      {list.data && <StatePager page={page} pages={list.data.pages} onPage={setPage} labels={{ nav: t("pagination"), previous: t("previous"), next: t("next"), pageOf: t("pageOf", { page, pages: list.data.pages }) }} />}
    </div>
  );
}

/** The VPN configuration as a QR code (for a phone's VPN app) and as a file to download. */
function VpnConfig({ config, name }: { config: string; name: string }) {
  const t = useTranslations("resources");
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(config, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(""));
    return () => {
      live = false;
    };
  }, [config]);
  const download = () => {
    const url = URL.createObjectURL(new Blob([config], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `${name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-|-$/g, "") || "vpn"}.conf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="mt-4 flex flex-wrap items-start gap-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: URL; next/image has nothing to optimise */}
      {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t("qrAlt")} width={240} height={240} className="rounded border border-slate-200 bg-white" /> : svg === "" ? <p className="text-sm text-slate-700">{t("qrTooLong")}</p> : null}
      <div className="space-y-2">
        <p className="max-w-sm text-sm text-slate-700">{t("qrText")}</p>
        <button type="button" className={buttonClass("secondary")} onClick={download}>
          {t("download")}
        </button>
      </div>
    </div>
  );
}

/** resources/…/:resource_uid (ResourceDetail): the resource, and its access data once delivered (section 4). */
export function ResourceDetailView({ category, product, uid }: { category: string; product: string; uid: string }) {
  const t = useTranslations("resources");
  const tf = useTranslations("resources.fields");
  const tStatus = useTranslations("buying.status.resource");
  const tBuying = useTranslations("buying");
  const detail = useQuery({ queryKey: resourceKeys.one(uid), queryFn: ({ signal }) => getJson<ResourceDetail>(`/api/resources/${seg(uid)}`, signal) });
  const [access, setAccess] = useState<Revealed | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const back = resourcePaths.product(category, product);

  if (detail.isPending) return <LoadingState label={t("loading")} />;
  if (detail.isError || detail.data.category_slug !== category || detail.data.product_slug !== product) {
    return isNotFound(detail.error) || detail.data ? (
      <NotFoundState level="h1" title={t("notFoundTitle")} text={t("notFoundText")} backHref={back} backLabel={t("back")} />
    ) : (
      <ErrorState text={t("loadError")} retryLabel={tBuying("retry")} onRetry={() => void detail.refetch()} />
    );
  }
  const r = detail.data;
  const statusName = tStatus.has(r.status) ? tStatus(r.status) : r.status;
  const show = async () => {
    setBusy(true);
    const result = await apiRequest<Revealed>(`/api/resources/${seg(uid)}/access`, { silent: true });
    setBusy(false);
    if (result.ok) return setAccess(result.data);
    setError(answerMessage(result.body) ?? t("loadError"));
  };
  const ask = async (action: ResourceAction) => {
    setAsking(true);
    const result = await apiRequest(`/api/resources/${seg(uid)}/actions`, { method: "POST", body: { action } });
    setAsking(false);
    if (result.ok) {
      setAccess(null);
      void detail.refetch();
    }
  };
  return (
    <div className="space-y-4">
      <p>
        <Link href={back} className={buttonClass("link")}>
          {t("back")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{r.name}</h1>
      <section aria-labelledby="resource-facts" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="resource-facts" className="text-lg font-semibold text-slate-900">
          {t("facts")}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-slate-600">{t("columns.status")}</dt>
          <dd>
            <StatusChip kind="resource" status={r.status} />
          </dd>
          <dt className="text-slate-600">{t("columns.supplier")}</dt>
          <dd>{r.supplier}</dd>
          <dt className="text-slate-600">{t("columns.period")}</dt>
          <dd>
            <When iso={r.period_start} /> – <When iso={r.period_end} />
          </dd>
          <dt className="text-slate-600">{t("created")}</dt>
          <dd>
            <When iso={r.created_at} withTime />
          </dd>
          {Object.entries(r.configuration).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-all">{String(v)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {(r.pending_action || r.actions.length > 0) && (
        <section aria-labelledby="resource-actions" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="resource-actions" className="text-lg font-semibold text-slate-900">
            {t("actionsTitle")}
          </h2>
          {r.pending_action ? (
            <p role="status" className="mt-2 text-slate-800">
              {t("pending", { action: t(`actions.${r.pending_action.action}`) })}
            </p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {r.actions.map((a) => (
                <button key={a} type="button" className={buttonClass("secondary")} disabled={asking} onClick={() => void ask(a)}>
                  {t(`actions.${a}`)}
                </button>
              ))}
            </div>
          )}
          <p className="mt-2 text-sm text-slate-700">{t("actionsText")}</p>
        </section>
      )}
      <section aria-labelledby="resource-access" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="resource-access" className="text-lg font-semibold text-slate-900">
          {t("accessTitle")}
        </h2>
        {r.status !== "delivered" ? (
          <div className="mt-2 space-y-1 text-slate-800">
            <p>{t("stillIn", { status: statusName })}</p>
            {r.status_reason && <p className="text-sm">{t("reason", { reason: r.status_reason })}</p>}
          </div>
        ) : access ? (
          <>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
              {Object.entries(access.access)
                .filter(([k]) => k !== "vpn_config")
                .map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-slate-600">{tf.has(k) ? tf(k) : k}</dt>
                    <dd className="break-all font-mono text-slate-900">{k === "panel_link" ? <a href={v} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">{v}</a> : v}</dd>
                  </div>
                ))}
            </dl>
            {access.access.vpn_config && <VpnConfig config={access.access.vpn_config} name={r.name} />}
          </>
        ) : (
          <div className="mt-2 space-y-2">
            <p className="text-sm text-slate-700">{t("accessText", { fields: r.access_fields.map((f) => (tf.has(f) ? tf(f) : f)).join(", ") })}</p>
            <button type="button" className={buttonClass("primary")} onClick={() => void show()} disabled={busy}>
              {t("showAccess")}
            </button>
          </div>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </section>
      <SupportThreads api={`/api/resources/${seg(uid)}/support`} side="buyer" canWrite canOpen={r.status !== "deleted" && r.status !== "archived"} />
    </div>
  );
}
