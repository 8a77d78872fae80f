"use client";

import { useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/modal";
import { formatBytes } from "@/lib/format";
import { can } from "@/lib/organizations/permissions";
import { SectionGate } from "../section-gate";
import { useSupplierOrganization } from "../supplier-context";
import {
  CSV_ACCEPT,
  DEFAULT_CSV_OPTIONS,
  importFailure,
  isCsvOptionChar,
  offerExportPath,
  sendOfferCsv,
  type CsvOptions,
  type ImportFailure,
  type ImportPlan,
  type ImportResult,
  type RowError,
} from "./csv-import";
import { offerPaths } from "./paths";
import { offerKeys, useCatalogueCategories } from "./queries";

/** The columns of the file, in the order a file without a header follows (lib/supplier-offers/csv.ts). */
const CSV_COLUMNS = "uid, name, price_cents, billing_period, country, data_center, stock, delivery_minutes, status, attributes";
/** Removed offers listed at most (the counts say how many there are). */
const REMOVED_SHOWN = 200;

const actionTones: Record<ImportPlan["items"][number]["action"], BadgeTone> = { create: "success", change: "warning", unchanged: "neutral" };

type Previewed = { plan: ImportPlan; file: File; options: CsvOptions };
type Failure = ImportFailure & { step: "preview" | "commit" };

/** Term–count pairs in a row of small boxes. */
function Counts({ items }: { items: [string, number][] }) {
  return (
    <dl className="flex flex-wrap gap-3">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-28 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-700">{term}</dt>
          <dd className="text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RowErrorsTable({ errors }: { errors: RowError[] }) {
  const t = useTranslations("supplier.offers.import");
  const caption = t("errorsCaption");
  return (
    <TableContainer label={caption}>
      <Table caption={caption}>
        <thead>
          <tr>
            <Th>{t("row")}</Th>
            <Th>{t("column")}</Th>
            <Th>{t("message")}</Th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${e.column ?? ""}-${i}`}>
              <Th scope="row">{e.row}</Th>
              <Td>{e.column ? <code>{e.column}</code> : t("wholeRow")}</Td>
              <Td>{e.message}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableContainer>
  );
}

/** A failed preview or commit: the API's own text where it has one, else the page's. */
function FailureBox({ failure }: { failure: Failure }) {
  const t = useTranslations("supplier.offers.import");
  const own: Record<ImportFailure["kind"], string> = {
    network: t("network"),
    signedOut: t("signedOut"),
    forbidden: t("forbidden"),
    tooLarge: t("tooLarge"),
    file: t("fileError"),
    invalid: t("invalid"),
    request: t("failed"),
    other: t("failed"),
  };
  const text = failure.kind === "network" || failure.kind === "signedOut" ? own[failure.kind] : failure.text || own[failure.kind];
  return (
    <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{failure.step === "preview" ? t("previewFailed") : t("commitFailed")}</p>
      <p>{text}</p>
      {failure.kind === "file" && failure.row !== undefined && !text.includes(String(failure.row)) && <p>{t("atRow", { row: failure.row })}</p>}
      {failure.kind === "invalid" && failure.errors && failure.errors.length > 0 && <RowErrorsTable errors={failure.errors} />}
    </div>
  );
}

/** The preview's answer: counts, row errors, what each row does and the offers the import removes. */
function PreviewView({ previewed, pending, onCommit }: { previewed: Previewed; pending: boolean; onCommit: () => void }) {
  const t = useTranslations("supplier.offers.import");
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const { plan, file } = previewed;
  const blocked = plan.errors.length > 0;
  const itemsCaption = t("itemsCaption");
  const removedCaption = t("removedCaption");

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-lg border border-slate-200 bg-white p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t("previewTitle")}
        </h2>
        <p className="mt-1 text-sm break-words text-slate-700">{t("previewOf", { name: file.name })}</p>
      </div>
      <Counts
        items={[
          [t("rows"), plan.rows],
          [t("create"), plan.create],
          [t("change"), plan.change],
          [t("remove"), plan.remove],
          [t("unchanged"), plan.unchanged],
        ]}
      />

      {blocked && (
        <section aria-labelledby={`${id}-errors`} className="space-y-2">
          <h3 id={`${id}-errors`} className="font-semibold text-red-800">
            {t("errorsTitle", { count: plan.errors.length })}
          </h3>
          <p className="text-sm text-slate-800">{t("errorsText")}</p>
          {plan.errors.length >= 500 && <p className="text-sm text-slate-700">{t("errorsCapped", { count: plan.errors.length })}</p>}
          <RowErrorsTable errors={plan.errors} />
        </section>
      )}

      {plan.items.length > 0 && (
        <section aria-labelledby={`${id}-items`} className="space-y-2">
          <h3 id={`${id}-items`} className="font-semibold text-slate-900">
            {t("itemsTitle")}
          </h3>
          {plan.items.length < plan.rows && <p className="text-sm text-slate-700">{t("itemsCapped", { shown: plan.items.length, rows: plan.rows })}</p>}
          <TableContainer label={itemsCaption}>
            <Table caption={itemsCaption}>
              <thead>
                <tr>
                  <Th>{t("row")}</Th>
                  <Th>{t("name")}</Th>
                  <Th>{t("uid")}</Th>
                  <Th>{t("action")}</Th>
                  <Th>{t("fields")}</Th>
                </tr>
              </thead>
              <tbody>
                {plan.items.map((item) => (
                  <tr key={item.row}>
                    <Td>{item.row}</Td>
                    <Th scope="row" className="min-w-40 font-normal break-words">
                      {item.name}
                    </Th>
                    <Td>{item.uid ? <code>{item.uid}</code> : t("newOffer")}</Td>
                    <Td>
                      <Badge tone={actionTones[item.action]}>{t(`actions.${item.action}`)}</Badge>
                    </Td>
                    <Td>{item.fields?.length ? <code>{item.fields.join(", ")}</code> : ""}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableContainer>
        </section>
      )}

      {plan.removed.length > 0 && (
        <section aria-labelledby={`${id}-removed`} className="space-y-2">
          <h3 id={`${id}-removed`} className="font-semibold text-slate-900">
            {t("removedTitle", { count: plan.removed.length })}
          </h3>
          <p className="text-sm text-slate-800">{t("removedText")}</p>
          {plan.removed.length > REMOVED_SHOWN && <p className="text-sm text-slate-700">{t("removedCapped", { shown: REMOVED_SHOWN, count: plan.removed.length })}</p>}
          <TableContainer label={removedCaption}>
            <Table caption={removedCaption}>
              <thead>
                <tr>
                  <Th>{t("name")}</Th>
                  <Th>{t("uid")}</Th>
                </tr>
              </thead>
              <tbody>
                {plan.removed.slice(0, REMOVED_SHOWN).map((offer) => (
                  <tr key={offer.uid}>
                    <Th scope="row" className="min-w-40 font-normal break-words">
                      {offer.name}
                    </Th>
                    <Td>
                      <code>{offer.uid}</code>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableContainer>
        </section>
      )}

      <div className="space-y-2 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-800">{t("commitText")}</p>
        <button
          type="button"
          disabled={blocked || pending}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          onClick={() => (plan.remove > 0 ? setConfirming(true) : onCommit())}
          className={buttonClass("primary", "disabled:cursor-not-allowed disabled:opacity-60")}
        >
          {pending ? t("committing") : t("commit")}
        </button>
        {blocked && (
          <p id={`${id}-blocked`} className="text-sm text-red-800">
            {t("commitBlocked")}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmTitle", { count: plan.remove })}
        description={t("confirmText", { count: plan.remove })}
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        closeLabel={t("close")}
        pending={pending}
        onConfirm={() => {
          setConfirming(false);
          onCommit();
        }}
      />
    </section>
  );
}

function ResultView({ result, listPath }: { result: ImportResult; listPath: string }) {
  const t = useTranslations("supplier.offers.import");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-green-200 bg-green-50 p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("resultTitle")}
      </h2>
      <Counts
        items={[
          [t("created"), result.created],
          [t("changed"), result.changed],
          [t("unchanged"), result.unchanged],
          [t("deleted"), result.deleted],
          [t("archived"), result.archived],
        ]}
      />
      <Link href={listPath} className={buttonClass("primary")}>
        {t("backToOffers")}
      </Link>
    </section>
  );
}

/**
 * The import form (offers.write): a .csv file (picked or dropped), the options of spec section 5
 * (quote and escape characters, skip empty lines, first row is the header; the API's defaults), then
 * "Preview" posts the raw file and shows what a commit would do. "Commit" sends the previewed file
 * with the previewed options again; it is disabled while the preview has row errors and asks first
 * when offers would be removed. Changing the file or an option drops the preview.
 */
function ImportForm({ category, product }: { category: string; product: string }) {
  const t = useTranslations("supplier.offers.import");
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  /** Answers of an older file or option set are dropped. */
  const generation = useRef(0);
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<CsvOptions>(DEFAULT_CSV_OPTIONS);
  const [optionErrors, setOptionErrors] = useState<{ quote?: boolean; escape?: boolean; file?: boolean }>({});
  const [over, setOver] = useState(false);
  const [pending, setPending] = useState<"preview" | "commit" | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const listPath = offerPaths.product(category, product);

  const reset = () => {
    generation.current += 1;
    setPreviewed(null);
    setFailure(null);
    setResult(null);
    setPending(null);
  };
  const choose = (next: File | undefined) => {
    if (!next) return;
    reset();
    setFile(next);
    setOptionErrors((e) => ({ ...e, file: false }));
    // The same file can be chosen again after it was edited.
    if (input.current) input.current.value = "";
  };
  const setOption = <K extends keyof CsvOptions>(key: K, value: CsvOptions[K]) => {
    reset();
    setOptions((o) => ({ ...o, [key]: value }));
    if (key === "quote" || key === "escape") setOptionErrors((e) => ({ ...e, [key]: false }));
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { quote: !isCsvOptionChar(options.quote), escape: !isCsvOptionChar(options.escape), file: !file };
    setOptionErrors(problems);
    if (!file || problems.quote || problems.escape) return;
    reset();
    const mine = generation.current;
    setPending("preview");
    const answer = await sendOfferCsv<ImportPlan>("preview", product, file, options);
    if (mine !== generation.current) return;
    setPending(null);
    if (answer.ok) setPreviewed({ plan: answer.data, file, options });
    else setFailure({ ...importFailure(answer), step: "preview" });
  };

  const commit = async () => {
    if (!previewed) return;
    const mine = generation.current;
    setFailure(null);
    setPending("commit");
    const answer = await sendOfferCsv<ImportResult>("commit", product, previewed.file, previewed.options);
    if (mine !== generation.current) return;
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    if (answer.ok) {
      setResult(answer.data);
      setPreviewed(null);
      return;
    }
    const failed = importFailure(answer);
    setFailure({ ...failed, step: "commit" });
    // The file no longer fits the offers (they changed since the preview): preview it again.
    if (failed.kind === "invalid" || failed.kind === "file") setPreviewed(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (pending !== "commit") choose(event.dataTransfer.files[0]);
  };

  const status =
    pending === "preview"
      ? t("previewing")
      : pending === "commit"
        ? t("committing")
        : result
          ? t("resultText", { ...result })
          : previewed
            ? previewed.plan.errors.length
              ? t("previewHasErrors", { count: previewed.plan.errors.length })
              : t("previewReady", { create: previewed.plan.create, change: previewed.plan.change, remove: previewed.plan.remove, unchanged: previewed.plan.unchanged })
            : "";

  const field = (key: "quote" | "escape", label: string, hint: string) => {
    const fid = `${id}-${key}`;
    const error = optionErrors[key];
    return (
      <div>
        <label htmlFor={fid} className={labelClass}>
          {label}
        </label>
        <input
          id={fid}
          value={options[key]}
          maxLength={4}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setOption(key, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fid}-hint${error ? ` ${fid}-error` : ""}`}
          className={`${fieldClass} mt-1 w-24 font-mono`}
        />
        <p id={`${fid}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={`${fid}-error`} className={errorClass}>
            {t("oneChar")}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <form onSubmit={(e) => void preview(e)} noValidate aria-label={t("formLabel")} className="rounded-lg border border-slate-200 bg-white p-5">
        {/* Nothing changes while a commit runs: its answer belongs to the previewed file. */}
        <fieldset disabled={pending === "commit"} className="space-y-5">
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            className={`rounded-lg border-2 border-dashed p-5 text-center ${over ? "border-brand-600 bg-brand-50" : optionErrors.file ? "border-red-400 bg-red-50" : "border-slate-300 bg-slate-50"}`}
          >
            <p id={`${id}-drop`} className="text-sm text-slate-700">
              {t("dropHint")}
            </p>
            <label className={buttonClass("secondary", "relative mt-3 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600")}>
              {t("choose")}
              <input
                ref={input}
                type="file"
                accept={CSV_ACCEPT}
                aria-describedby={`${id}-drop ${id}-file`}
                onChange={(event) => choose(event.target.files?.[0])}
                className="sr-only"
              />
            </label>
            <p id={`${id}-file`} className={`mt-2 text-sm break-words ${optionErrors.file ? "text-red-800" : "text-slate-800"}`}>
              {file ? t("chosen", { name: file.name, size: formatBytes(file.size) }) : optionErrors.file ? t("chooseFirst") : t("noFile")}
            </p>
          </div>

          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-slate-900">{t("options")}</legend>
            <div className="flex flex-wrap gap-6">
              {field("quote", t("quote"), t("quoteHint"))}
              {field("escape", t("escape"), t("escapeHint"))}
            </div>
            <div className="space-y-2 text-sm text-slate-800">
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={options.skipEmptyLines} onChange={(e) => setOption("skipEmptyLines", e.target.checked)} className="size-4" />
                {t("skipEmptyLines")}
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={options.header} onChange={(e) => setOption("header", e.target.checked)} className="size-4" />
                {t("header")}
              </label>
            </div>
          </fieldset>

          <button type="submit" disabled={pending !== null} className={buttonClass("primary", "disabled:cursor-not-allowed disabled:opacity-60")}>
            {pending === "preview" ? t("previewing") : t("preview")}
          </button>
        </fieldset>
      </form>

      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-800">
        {status}
      </p>
      {failure && <FailureBox failure={failure} />}
      {previewed && <PreviewView previewed={previewed} pending={pending === "commit"} onCommit={() => void commit()} />}
      {result && <ResultView result={result} listPath={listPath} />}
    </div>
  );
}

/**
 * offers/:slug/:resource/import (spec section 2, supplierOffersImportPage; spec section 5's CSV
 * options): the product's offers replaced from a CSV file. Every role that sees offers may export
 * them; only offers.write may import (a viewer reads why).
 */
export function OfferImport({ category, product }: { category: string; product: string }) {
  const t = useTranslations("supplier.offers");
  const roles = useTranslations("supplier.roles");
  const org = useSupplierOrganization();
  const categories = useCatalogueCategories();
  const productName = categories.data?.find((c) => c.slug === category)?.products.find((p) => p.slug === product)?.name;
  const listPath = offerPaths.product(category, product);
  const mayWrite = can(org.role, "offers.write");

  let body: ReactNode;
  if (categories.isPending) body = <LoadingState label={t("loading")} />;
  else if (categories.isSuccess && !productName) body = <NotFoundState title={t("notFoundTitle")} text={t("notFoundText")} backHref={offerPaths.index} backLabel={t("backToOffers")} />;
  else
    body = (
      <div className="space-y-5">
        <section aria-label={t("import.about")} className="space-y-2 text-slate-800">
          <p>{t("import.intro")}</p>
          <p className="text-sm">
            {t("import.format")} <code className="break-words">{CSV_COLUMNS}</code>
          </p>
          <p className="text-sm">{t("import.attributesHint")}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            <a href={offerExportPath(product)} className={buttonClass("secondary")}>
              {t("import.exportCsv")}
            </a>
            <Link href={listPath} className={buttonClass("secondary")}>
              {t("backToList")}
            </Link>
          </div>
        </section>
        {mayWrite ? (
          <ImportForm category={category} product={product} />
        ) : (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-4 text-slate-800">{t("import.readOnly", { role: roles(org.role) })}</p>
        )}
      </div>
    );

  return (
    <SectionGate section="offers" title={t("import.title", { product: productName ?? product })}>
      {body}
    </SectionGate>
  );
}
