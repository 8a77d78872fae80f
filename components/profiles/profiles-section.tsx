"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { notifySuccess } from "@/components/ui/notify";
import { SectionCard } from "@/components/settings/section-card";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { MAX_PROFILES_PER_USER } from "@/lib/profiles/constants";
import type { Profile } from "@/lib/profiles/schema";
import { ConfirmDialog, Modal } from "@/components/ui/modal";
import { isIdentityRequired } from "./identity";
import { ErrorState } from "@/components/ui/error-state";

/** The form (with the phone metadata and the schema) loads when a dialog first opens, not with the page. */
const ProfileForm = dynamic(() => import("./profile-form").then((m) => m.ProfileForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-96 animate-pulse rounded-md bg-slate-100" />,
});

export const PROFILES_QUERY_KEY = ["users", "profiles"] as const;
const LIST_PATH = "/api/users/profile/profiles_list";

/** Newest first, as the API lists them. */
function upsert(items: Profile[] | undefined, profile: Profile): Profile[] {
  const rest = (items ?? []).filter((p) => p.uid !== profile.uid);
  return [profile, ...rest].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

const fullName = (p: Profile) => `${p.first_name} ${p.last_name}`.trim();

function ProfileCard({
  profile,
  locked,
  onEdit,
  onDelete,
}: {
  profile: Profile;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("profiles");
  const locale = useLocale() as Locale;
  const name = fullName(profile);
  const place = [profile.zip_code, profile.city].filter(Boolean).join(" ");
  const region = [profile.state, countryName(profile.country, locale)].filter(Boolean).join(", ");
  const headingId = `profile-${profile.uid}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {name}
        </h3>
        {profile.company_name && <p className="text-sm text-slate-700">{profile.company_name}</p>}
      </div>
      <address className="text-sm text-slate-800 not-italic">
        {profile.address}
        <br />
        {place}
        <br />
        {region}
      </address>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("emailLabel")}</dt>
        <dd className="break-all text-slate-900">{profile.email}</dd>
        <dt className="text-slate-600">{t("phoneLabel")}</dt>
        <dd className="text-slate-900">{profile.phone_number}</dd>
        {profile.vat_id && (
          <>
            <dt className="text-slate-600">{t("vatLabel")}</dt>
            <dd className="text-slate-900">{profile.vat_id}</dd>
          </>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={buttonClass("secondary")} onClick={onEdit} disabled={locked} aria-label={t("editLabel", { name })}>
          {t("edit")}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onDelete} disabled={locked} aria-label={t("deleteLabel", { name })}>
          {t("delete")}
        </button>
      </div>
    </li>
  );
}

/**
 * Billing profiles of the signed-in user (spec section 3, "User profile"): cards with edit and
 * delete, and "Add profile". Changes are sensitive (spec section 6): while `locked`, the buttons
 * are disabled and the note offers identity confirmation instead. `onLocked` is called when the
 * server answers that the session is locked (the unlock expired while a dialog was open).
 */
export function ProfilesSection({ locked, onUnlockRequest, onLocked }: { locked: boolean; onUnlockRequest: () => void; onLocked?: () => void }) {
  const t = useTranslations("profiles");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Profile | "new" | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);

  const list = useQuery({
    queryKey: PROFILES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      // No toast: the section shows 'Error fetching profiles' itself (spec section 8).
      const result = await apiRequest<{ items: Profile[] }>(LIST_PATH, { signal, silent: true });
      if (!result.ok) throw new Error(`${LIST_PATH} answered ${result.status}`);
      return result.data.items;
    },
  });

  const lockedByServer = () => {
    setEditing(null);
    setDeleting(null);
    onLocked?.();
    onUnlockRequest();
  };

  const saved = (profile: Profile, created: boolean) => {
    queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (items) => upsert(items, profile));
    setEditing(null);
    void notifySuccess({ response_message: t(created ? "created" : "updated") });
  };

  const remove = useMutation({
    mutationFn: (profile: Profile) => apiRequest<{ uid: string }>(`/api/users/profile/profiles/${encodeURIComponent(profile.uid)}`, { method: "DELETE" }),
    onSuccess: (result, profile) => {
      if (result.ok || result.status === 404) {
        queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (items) => (items ?? []).filter((p) => p.uid !== profile.uid));
        setDeleting(null);
      } else if (isIdentityRequired(result.status, result.body)) lockedByServer();
    },
  });

  const items = list.data ?? [];
  const full = items.length >= MAX_PROFILES_PER_USER;
  const editingProfile = editing === "new" ? null : editing;

  const actions = locked ? (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p id="profiles-locked-note" className="text-slate-700">
        {t("lockedNote")}
      </p>
      <button type="button" className={buttonClass("secondary")} onClick={onUnlockRequest}>
        {t("unlock")}
      </button>
    </div>
  ) : (
    <button type="button" className={buttonClass("primary")} onClick={() => setEditing("new")} disabled={!list.isSuccess || full} aria-describedby={full ? "profiles-full-note" : undefined}>
      {t("add")}
    </button>
  );

  return (
    <SectionCard id="settings-billing-profiles" title={t("title")} description={t("description")} actions={actions}>
      {full && !locked && (
        <p id="profiles-full-note" className="mb-3 text-sm text-slate-700">
          {t("limitReached", { max: MAX_PROFILES_PER_USER })}
        </p>
      )}
      {list.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t("loading")}
        </p>
      ) : list.isError ? (
        <ErrorState text={t("fetchError")} onRetry={() => void list.refetch()} retryLabel={t("retry")} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-700">{t("empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-describedby={locked ? "profiles-locked-note" : undefined}>
          {items.map((profile) => (
            <ProfileCard key={profile.uid} profile={profile} locked={locked} onEdit={() => setEditing(profile)} onDelete={() => setDeleting(profile)} />
          ))}
        </ul>
      )}

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t(editing === "new" ? "addTitle" : "editTitle")}
        closeLabel={t("close")}
        wide
      >
        {editing !== null && (
          <ProfileForm
            key={editingProfile?.uid ?? "new"}
            profile={editingProfile}
            onSaved={(profile) => saved(profile, editing === "new")}
            onLocked={lockedByServer}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={deleting ? t("deleteText", { name: fullName(deleting) }) : ""}
        confirmLabel={remove.isPending ? t("deleting") : t("delete")}
        cancelLabel={t("cancel")}
        closeLabel={t("close")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </SectionCard>
  );
}
