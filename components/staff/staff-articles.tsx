"use client";

import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Panel } from "@/components/ui/panel";
import type { Locale } from "@/lib/i18n/routing";
import { useStaffArticle, useStaffArticles, type StaffArticle } from "./catalogue-api";
import { StaffOnlyState } from "./common";
import { StaffEntityForm, StaffListBody, StaffTable, type StaffFieldSpec } from "./crud";
import { articleKeys } from "./keys";
import { isStaffOnly } from "./queries";

export type { StaffArticle, StaffArticleSummary } from "./catalogue-api";

type Values = { slug: string; titleEn: string; titleRu: string; excerptEn: string; excerptRu: string; bodyEn: string; bodyRu: string; publishedAt: string };
const valuesOf = (a?: StaffArticle): Values => ({
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
  const fields: StaffFieldSpec<Values>[] = [
    { name: "slug", path: "slug", label: t("slug"), hint: t("slugHint"), required: true },
    { name: "publishedAt", path: "published_at", label: t("publishedAt"), hint: t("publishedAtHint") },
    { name: "titleEn", path: "title.en", label: t("titleEn"), required: true },
    { name: "titleRu", path: "title.ru", label: t("titleRu"), required: true },
    { name: "excerptEn", path: "excerpt.en", label: t("excerptEn"), multiline: true, required: true },
    { name: "excerptRu", path: "excerpt.ru", label: t("excerptRu"), multiline: true, required: true },
    { name: "bodyEn", path: "body.en", label: t("bodyEn"), hint: t("bodyHint"), multiline: true, required: true },
    { name: "bodyRu", path: "body.ru", label: t("bodyRu"), hint: t("bodyHint"), multiline: true, required: true },
  ];
  return (
    <StaffEntityForm
      title={article ? t("editTitle", { slug: article.slug }) : t("newTitle")}
      fields={fields}
      values={valuesOf(article)}
      empty={valuesOf()}
      toBody={(v) => ({
        slug: v.slug,
        title: { en: v.titleEn, ru: v.titleRu },
        excerpt: { en: v.excerptEn, ru: v.excerptRu },
        body: { en: v.bodyEn, ru: v.bodyRu },
        ...(v.publishedAt.trim() ? { published_at: v.publishedAt.trim() } : {}),
      })}
      save={(body) =>
        article ? apiRequest<StaffArticle>(`/api/staff/articles/${article.id}`, { method: "PATCH", body }) : apiRequest<StaffArticle>("/api/staff/articles", { method: "POST", body })
      }
      invalidate={articleKeys.all}
      editing={Boolean(article)}
      submit={article ? t("save") : t("create")}
      cancel={t("cancel")}
      onDone={onDone}
      columns={2}
    />
  );
}

/** The article being edited, read whole (the list carries no bodies). */
function EditArticle({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations("staff.articles");
  const one = useStaffArticle(id);
  return (
    <StaffListBody list={one} loading={t("loading")} loadError={t("loadError")}>
      {(article) => (
        <Panel id="edit-article" title={t("editTitle", { slug: article.slug })}>
          <ArticleForm key={JSON.stringify(article)} article={article} onDone={onDone} />
        </Panel>
      )}
    </StaffListBody>
  );
}

/** Articles (GET /api/staff/articles), newest first, each editable, and the new article form. */
export function StaffArticles() {
  const t = useTranslations("staff.articles");
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const list = useStaffArticles();
  const [editing, setEditing] = useState<number | null>(null);
  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;
  return (
    <div className="space-y-6">
      <StaffListBody list={list} loading={t("loading")} loadError={t("loadError")} empty={t("empty")} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <StaffTable
            caption={t("caption")}
            rows={data.items}
            rowKey={(a) => a.id}
            columns={[
              { header: t("titleColumn"), cell: (a) => a.title[locale] },
              { header: t("slug"), cell: (a) => <code>{a.slug}</code> },
              { header: t("published"), cell: (a) => <time dateTime={a.published_at}>{format.dateTime(new Date(a.published_at), { dateStyle: "medium", timeZone: "UTC" })}</time> },
            ]}
            edit={{ header: t("actions"), text: t("editShort"), label: (a) => t("edit", { title: a.title[locale] }), onEdit: (a) => setEditing(a.id) }}
          />
        )}
      </StaffListBody>
      {editing !== null && <EditArticle key={editing} id={editing} onDone={() => setEditing(null)} />}
      <Panel id="new-article" title={t("newTitle")}>
        <ArticleForm />
      </Panel>
    </div>
  );
}
