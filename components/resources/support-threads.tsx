"use client";

import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { answerMessage, issueMessages } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { LoadingState } from "@/components/ui/loading-state";
import { When } from "@/components/ui/when";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
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
function Field({ label, error, multiline, value, onChange, max }: { label: string; error?: string; multiline?: boolean; value: string; onChange: (v: string) => void; max: number }) {
  const id = useId();
  const common = { id, value, className: fieldClass, maxLength: max, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} /> : <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />}
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

/** The buyer's new request: a subject and the first message, checked as the API checks them. */
function NewRequest({ api, onDone }: { api: string; onDone: () => void }) {
  const t = useTranslations("support");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useWrite(api, t("sendError"));
  const submit = async () => {
    const s = subject.trim();
    const local: Record<string, string> = {};
    if (s.length < SUPPORT_LIMITS.subjectMin || s.length > SUPPORT_LIMITS.subjectMax || /[\r\n]/.test(s)) local.subject = t("errors.subject");
    if (!message.trim() || message.trim().length > SUPPORT_LIMITS.messageMax) local.message = t("errors.message");
    setErrors(local);
    if (Object.keys(local).length) return;
    const outcome = await write.mutateAsync({ path: "", body: { subject: s, message } });
    if (!outcome.ok) return setErrors(outcome.errors);
    setSubject("");
    setMessage("");
    onDone();
  };
  return (
    <form
      noValidate
      aria-label={t("new")}
      className="mt-3 space-y-3 rounded-md border border-slate-200 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label={t("subject")} value={subject} onChange={setSubject} error={errors.subject} max={SUPPORT_LIMITS.subjectMax} />
      <Field label={t("message")} value={message} onChange={setMessage} error={errors.message} max={SUPPORT_LIMITS.messageMax} multiline />
      <FormError text={errors[""]} />
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
  const [reply, setReply] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useWrite(api, t("sendError"));
  const headingId = useId();
  const path = `/${encodeURIComponent(thread.uid)}`;
  const send = async () => {
    if (!reply.trim() || reply.trim().length > SUPPORT_LIMITS.messageMax) return setErrors({ message: t("errors.message") });
    const outcome = await write.mutateAsync({ path: `${path}/messages`, body: { message: reply } });
    if (!outcome.ok) return setErrors(outcome.errors);
    setErrors({});
    setReply("");
  };
  const close = async () => {
    const outcome = await write.mutateAsync({ path: `${path}/close` });
    setErrors(outcome.ok ? {} : outcome.errors);
  };
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
          <form
            noValidate
            className="mt-3 space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <Field label={t("reply")} value={reply} onChange={setReply} error={errors.message} max={SUPPORT_LIMITS.messageMax} multiline />
            <FormError text={errors[""]} />
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
