"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { LoadingState, Panel } from "@/components/order/common";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import type { Locale } from "@/lib/i18n/routing";
import { fieldErrors, type Localized, type Paged } from "./catalogue-api";
import { FormError, TextField } from "./catalogue-fields";
import { StaffErrorState, StaffOnlyState } from "./common";
import { isStaffOnly, StaffApiFailure } from "./queries";

export type StaffArticleSummary = { id: number; slug: string; title: Localized; excerpt: Localized; published_at: string };
export type StaffArticle = StaffArticleSummary & { body: Localized };

const articleKeys = { list: ["staff", "articles", "list"] as const, one: (id: number) => ["staff", "articles", id] as const };

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const result = await apiRequest<T>(path, { signal, silent: true });
  if (!result.ok) throw new StaffApiFailure(result.status, path);
  return result.data;
}

type Draft = { slug: string; titleEn: string; titleRu: string; excerptEn: string; excerptRu: string; bodyEn: string; bodyRu: string; publishedAt: string };
const draftOf = (a?: StaffArticle): Draft => ({
  slug: a?.slug ?? "",
  titleEn: a?.title.en ?? "",
  titleRu: a?.title.ru ?? "",
  excerptEn: a?.excerpt.en ?? "",
  excerptRu: a?.excerpt.ru ?? "",
  bodyEn: a?.body.en ?? "",
  bodyRu: a?.body.ru ?? "",
  publishedAt: a?.published_at ?? "",
});

/** Create (no `article`) or edit an article: slug, title, excerpt and Markdown body in both languages. */
function ArticleForm({ article, onDone }: { article?: StaffArticle; onDone?: () => void }) {
  const t = useTranslations("staff.articles");
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(article));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        slug: draft.slug,
        title: { en: draft.titleEn, ru: draft.titleRu },
        excerpt: { en: draft.excerptEn, ru: draft.excerptRu },
        body: { en: draft.bodyEn, ru: draft.bodyRu },
        ...(draft.publishedAt.trim() ? { published_at: draft.publishedAt.trim() } : {}),
      };
      return article
        ? apiRequest<StaffArticle>(`/api/staff/articles/${article.id}`, { method: "PATCH", body })
        : apiRequest<StaffArticle>("/api/staff/articles", { method: "POST", body });
    },
    onSuccess: (result) => {
      if (!result.ok) return setErrors(fieldErrors(result));
      setErrors({});
      if (!article) setDraft(draftOf());
      void queryClient.invalidateQueries({ queryKey: ["staff", "articles"] });
      onDone?.();
    },
  });
  const title = article ? t("editTitle", { slug: article.slug }) : t("newTitle");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label={title}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label={t("slug")} hint={t("slugHint")} value={draft.slug} onChange={(slug) => set({ slug })} error={errors.slug} required />
      <TextField label={t("publishedAt")} hint={t("publishedAtHint")} value={draft.publishedAt} onChange={(publishedAt) => set({ publishedAt })} error={errors.published_at} />
      <TextField label={t("titleEn")} value={draft.titleEn} onChange={(titleEn) => set({ titleEn })} error={errors["title.en"]} required />
      <TextField label={t("titleRu")} value={draft.titleRu} onChange={(titleRu) => set({ titleRu })} error={errors["title.ru"]} required />
      <TextField label={t("excerptEn")} multiline value={draft.excerptEn} onChange={(excerptEn) => set({ excerptEn })} error={errors["excerpt.en"]} required />
      <TextField label={t("excerptRu")} multiline value={draft.excerptRu} onChange={(excerptRu) => set({ excerptRu })} error={errors["excerpt.ru"]} required />
      <TextField label={t("bodyEn")} hint={t("bodyHint")} multiline value={draft.bodyEn} onChange={(bodyEn) => set({ bodyEn })} error={errors["body.en"]} required />
      <TextField label={t("bodyRu")} hint={t("bodyHint")} multiline value={draft.bodyRu} onChange={(bodyRu) => set({ bodyRu })} error={errors["body.ru"]} required />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <FormError text={errors[""]} />
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {article ? t("save") : t("create")}
        </button>
        {article && (
          <button type="button" className={buttonClass("secondary")} onClick={onDone}>
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** The article being edited, read whole (the list carries no bodies). */
function EditArticle({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations("staff.articles");
  const one = useQuery({ queryKey: articleKeys.one(id), queryFn: ({ signal }) => getJson<StaffArticle>(`/api/staff/articles/${id}`, signal) });
  if (one.isPending) return <LoadingState label={t("loading")} />;
  if (one.isError) return <StaffErrorState text={t("loadError")} onRetry={() => void one.refetch()} />;
  return (
    <Panel id="edit-article" title={t("editTitle", { slug: one.data.slug })}>
      <ArticleForm key={JSON.stringify(one.data)} article={one.data} onDone={onDone} />
    </Panel>
  );
}

/** Articles (GET /api/staff/articles), newest first, each editable, and the new article form. */
export function StaffArticles() {
  const t = useTranslations("staff.articles");
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const list = useQuery({ queryKey: articleKeys.list, queryFn: ({ signal }) => getJson<Paged<StaffArticleSummary>>("/api/staff/articles?size=100", signal) });
  const [editing, setEditing] = useState<number | null>(null);
  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;
  return (
    <div className="space-y-6">
      {list.isPending ? (
        <LoadingState label={t("loading")} />
      ) : list.isError ? (
        <StaffErrorState text={t("loadError")} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t("empty")}</p>
      ) : (
        <TableContainer label={t("caption")}>
          <Table caption={t("caption")}>
            <thead>
              <tr>
                <Th>{t("titleColumn")}</Th>
                <Th>{t("slug")}</Th>
                <Th>{t("published")}</Th>
                <Th>
                  <span className="sr-only">{t("actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((a) => (
                <tr key={a.id}>
                  <Th scope="row">{a.title[locale]}</Th>
                  <Td>
                    <code>{a.slug}</code>
                  </Td>
                  <Td>
                    <time dateTime={a.published_at}>{format.dateTime(new Date(a.published_at), { dateStyle: "medium", timeZone: "UTC" })}</time>
                  </Td>
                  <Td>
                    <button type="button" className={buttonClass("link")} onClick={() => setEditing(a.id)} aria-label={t("edit", { title: a.title[locale] })}>
                      {t("editShort")}
                    </button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && <EditArticle key={editing} id={editing} onDone={() => setEditing(null)} />}
      <Panel id="new-article" title={t("newTitle")}>
        <ArticleForm />
      </Panel>
    </div>
  );
}
