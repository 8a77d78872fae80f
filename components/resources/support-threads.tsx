"use client";

import { useId, useState } from "react";
import { useForm, type FieldError, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormSetError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { answerMessage, issueMessages } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { LoadingState } from "@/components/ui/loading-state";
import { When } from "@/components/ui/when";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { supportMessageSchema, supportOpenSchema } from "@/lib/resources/schema";
import { SUPPORT_LIMITS, type SupportSide, type SupportStatus } from "@/lib/resources/support-rules";

type Message = { side: SupportSide; body: string; created_at: string };
type Thread = { uid: string; subject: string; status: SupportStatus; created_at: string; updated_at: string; closed_at: string | null; messages: Message[] };

const TONES: Record<SupportStatus, BadgeTone> = { open: "warning", answered: "info", closed: "neutral" };

export const supportKeys = { threads: (api: string) => ["support", api] as const, all: ["support"] as const };

/** A write's outcome: done, or the messages to show (by field, "" for the whole form). */
type WriteOutcome = { ok: true } | { ok: false; errors: Record<string, string> };

function useWrite(api: string, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body }: { path: string; body?: unknown }): Promise<WriteOutcome> => {
      const result = await apiRequest(`${api}${path}`, { method: "POST", body, silent: true });
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: supportKeys.all });
        return { ok: true };
      }
      const byField = result.status === 422 ? issueMessages(result.body) : {};
      return { ok: false, errors: Object.keys(byField).length ? byField : { "": answerMessage(result.body) ?? fallback } };
    },
  });
}

/** A textarea or input with its label and error, as the settings forms lay them out. */
function Field({ label, error, multiline, field, max }: { label: string; error?: string; multiline?: boolean; field: UseFormRegisterReturn; max: number }) {
  const id = useId();
  const common = { id, ...field, className: fieldClass, maxLength: max, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type="text" />}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function FormError({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="text-sm text-red-800">
      {text}
    </p>
  ) : null;
}

/**
 * A field's error text: the API's own message, or the page-language text of a check the shared
 * schema made in the browser (its texts are the API's English ones).
 */
function errorText(error: FieldError | undefined, local: string): string | undefined {
  if (!error) return undefined;
  return error.type === "server" ? error.message : local;
}

/** Sets the API's refusal on the form: each issue beside its field, anything else for the whole form. */
function showErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: Record<string, string>, fields: readonly Path<T>[]) {
  for (const [key, message] of Object.entries(errors)) {
    const field = fields.find((f) => f === key);
    if (field) setError(field, { type: "server", message });
    else setError("root.server", { type: "server", message });
  }
}

type OpenInput = z.input<typeof supportOpenSchema>;
type ReplyInput = z.input<typeof supportMessageSchema>;

/** The buyer's new request: a subject and the first message, checked with the API's own schema. */
function NewRequest({ api, onDone }: { api: string; onDone: () => void }) {
  const t = useTranslations("support");
  const { register, handleSubmit, setError, formState } = useForm<OpenInput>({ resolver: zodResolver(supportOpenSchema), defaultValues: { subject: "", message: "" }, shouldFocusError: false });
  const write = useWrite(api, t("sendError"));
  const submit = async (values: z.output<typeof supportOpenSchema>) => {
    const outcome = await write.mutateAsync({ path: "", body: values });
    if (!outcome.ok) return showErrors(setError, outcome.errors, ["subject", "message"]);
    onDone();
  };
  const { errors } = formState;
  return (
    <form noValidate aria-label={t("new")} className="mt-3 space-y-3 rounded-md border border-slate-200 p-4" onSubmit={handleSubmit(submit)}>
      <Field label={t("subject")} field={register("subject")} error={errorText(errors.subject, t("errors.subject"))} max={SUPPORT_LIMITS.subjectMax} />
      <Field label={t("message")} field={register("message")} error={errorText(errors.message, t("errors.message"))} max={SUPPORT_LIMITS.messageMax} multiline />
      <FormError text={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary")} disabled={write.isPending}>
          {t("open")}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

/** One request: its messages, oldest first, and (while not closed) the answer box and Close. */
function ThreadView({ api, thread, side, canWrite }: { api: string; thread: Thread; side: SupportSide; canWrite: boolean }) {
  const t = useTranslations("support");
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<ReplyInput>({ resolver: zodResolver(supportMessageSchema), defaultValues: { message: "" }, shouldFocusError: false });
  const write = useWrite(api, t("sendError"));
  const headingId = useId();
  const path = `/${encodeURIComponent(thread.uid)}`;
  const send = async (values: z.output<typeof supportMessageSchema>) => {
    const outcome = await write.mutateAsync({ path: `${path}/messages`, body: values });
    if (!outcome.ok) return showErrors(setError, outcome.errors, ["message"]);
    reset();
  };
  const close = async () => {
    clearErrors();
    const outcome = await write.mutateAsync({ path: `${path}/close` });
    if (!outcome.ok) showErrors(setError, outcome.errors, ["message"]);
  };
  const { errors } = formState;
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {thread.subject}
        </h3>
        <Badge tone={TONES[thread.status]}>{t(`statuses.${thread.status}`)}</Badge>
      </div>
      <ol className="mt-3 space-y-3">
        {thread.messages.map((m, i) => (
          <li key={i} className={`rounded-md p-3 text-sm ${m.side === side ? "bg-brand-50" : "bg-slate-50"}`}>
            <p className="text-xs text-slate-600">
              <span className="font-semibold text-slate-800">{m.side === side ? t("sides.you") : t(`sides.${m.side}`)}</span> · <When iso={m.created_at} withTime />
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{m.body}</p>
          </li>
        ))}
      </ol>
      {thread.status === "closed" ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("closedOn")} <When iso={thread.closed_at ?? thread.updated_at} withTime />
        </p>
      ) : (
        canWrite && (
          <form noValidate className="mt-3 space-y-2" onSubmit={handleSubmit(send)}>
            <Field label={t("reply")} field={register("message")} error={errorText(errors.message, t("errors.message"))} max={SUPPORT_LIMITS.messageMax} multiline />
            <FormError text={errors.root?.server?.message} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass("primary")} disabled={write.isPending}>
                {t("send")}
              </button>
              <button type="button" className={buttonClass("secondary")} disabled={write.isPending} onClick={() => void close()}>
                {t("close")}
              </button>
            </div>
          </form>
        )
      )}
    </article>
  );
}

/**
 * Support requests about one resource, on the buyer's resource page (`side` buyer: may open
 * new requests) and the supplier's (`side` supplier: answers with delivery.write). `api` is the
 * resource's support path: /api/resources/{uid}/support or /api/supplier/resources/{uid}/support.
 * Messages are shown as plain text.
 */
export function SupportThreads({ api, side, canWrite, canOpen = false }: { api: string; side: SupportSide; canWrite: boolean; canOpen?: boolean }) {
  const t = useTranslations("support");
  const [asking, setAsking] = useState(false);
  const threads = useQuery({
    queryKey: supportKeys.threads(api),
    queryFn: async ({ signal }) => {
      const result = await apiRequest<{ items: Thread[] }>(api, { signal, silent: true });
      if (!result.ok) throw new Error(`answered ${result.status}`);
      return result.data.items;
    },
  });
  return (
    <section id="support" aria-labelledby="support-title" className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="support-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{side === "buyer" ? t("introBuyer") : t("introSupplier")}</p>
      {canOpen && (asking ? <NewRequest api={api} onDone={() => setAsking(false)} /> : (
        <button type="button" className={`${buttonClass("secondary")} mt-3`} onClick={() => setAsking(true)}>
          {t("new")}
        </button>
      ))}
      <div className="mt-4 space-y-4">
        {threads.isPending ? (
          <LoadingState label={t("loading")} />
        ) : threads.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            <span>{t("loadError")}</span>
            <button type="button" className={buttonClass("secondary")} onClick={() => void threads.refetch()}>
              {t("retry")}
            </button>
          </div>
        ) : !threads.data.length ? (
          <p className="text-sm text-slate-700">{t("none")}</p>
        ) : (
          threads.data.map((thread) => <ThreadView key={thread.uid} api={api} thread={thread} side={side} canWrite={canWrite} />)
        )}
      </div>
    </section>
  );
}
