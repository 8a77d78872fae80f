"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { PROFILES_QUERY_KEY } from "@/components/profiles/profiles-section";
import { useIdentityLock } from "@/components/settings/identity-lock";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { notifySuccess } from "@/components/ui/notify";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { MAX_PROFILES_PER_USER } from "@/lib/profiles/constants";
import type { Profile } from "@/lib/profiles/schema";
import { LoadingState } from "@/components/ui/loading-state";
import { useProfiles } from "./queries";
import { ErrorState } from "@/components/ui/error-state";

/** The form (phone metadata, schema) loads when the dialog first opens, as in settings. */
const ProfileForm = dynamic(() => import("@/components/profiles/profile-form").then((m) => m.ProfileForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-96 animate-pulse rounded-md bg-slate-100" />,
});

export const fullName = (p: Profile) => `${p.first_name} ${p.last_name}`.trim();

/** The profile's postal lines and tax details. */
export function ProfileAddress({ profile }: { profile: Profile }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("profiles");
  return (
    <span className="block text-sm text-slate-700">
      {profile.company_name && <span className="block">{profile.company_name}</span>}
      <span className="block">{profile.address}</span>
      <span className="block">{[profile.zip_code, profile.city].filter(Boolean).join(" ")}</span>
      <span className="block">{[profile.state, countryName(profile.country, locale)].filter(Boolean).join(", ")}</span>
      {profile.vat_id && (
        <span className="block">
          {t("vatLabel")}: {profile.vat_id}
        </span>
      )}
    </span>
  );
}

/**
 * Step 2, billing account: the buyer's billing profiles as radio cards, and "Create a profile" with
 * the settings' profile form (behind identity confirmation, spec section 6); a new profile is chosen.
 */
export function BillingStep({ selected, onSelect, error }: { selected: string | null; onSelect: (uid: string) => void; error: string | null }) {
  const t = useTranslations("checkout.billing");
  const tProfiles = useTranslations("profiles");
  const tBuying = useTranslations("buying");
  const queryClient = useQueryClient();
  const { locked, requestUnlock, relock } = useIdentityLock();
  const profiles = useProfiles();
  // Asked for a new profile; the form shows once the session is unlocked.
  const [creating, setCreating] = useState(false);

  const create = () => {
    setCreating(true);
    if (locked) requestUnlock();
  };
  const saved = (profile: Profile) => {
    queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (items) => [profile, ...(items ?? []).filter((p) => p.uid !== profile.uid)]);
    setCreating(false);
    onSelect(profile.uid);
    void notifySuccess({ response_message: tProfiles("created") });
  };

  const items = profiles.data ?? [];
  const full = items.length >= MAX_PROFILES_PER_USER;
  const errorId = "billing-profile-error";

  return (
    <div className="space-y-4">
      {profiles.isPending ? (
        <LoadingState label={tProfiles("loading")} />
      ) : profiles.isError ? (
        <ErrorState text={tProfiles("fetchError")} retryLabel={tBuying("retry")} onRetry={() => void profiles.refetch()} />
      ) : (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t("legend")}</legend>
          {items.length === 0 ? (
            <p className="text-sm text-slate-700">{t("none")}</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {items.map((profile) => {
                const checked = profile.uid === selected;
                return (
                  <label
                    key={profile.uid}
                    className={`flex cursor-pointer gap-3 rounded-md border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${checked ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-400"}`}
                  >
                    <input type="radio" name="billing-profile" value={profile.uid} checked={checked} onChange={() => onSelect(profile.uid)} className="mt-1 size-4 accent-brand-700" />
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{fullName(profile)}</span>
                      <ProfileAddress profile={profile} />
                    </span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={create} disabled={!profiles.isSuccess || full} aria-describedby={locked ? "billing-create-note" : undefined}>
          {t("create")}
        </button>
        {locked && (
          <p id="billing-create-note" className="text-sm text-slate-700">
            {t("createLocked")}
          </p>
        )}
        {full && <p className="text-sm text-slate-700">{tProfiles("limitReached", { max: MAX_PROFILES_PER_USER })}</p>}
      </div>
      <Modal open={creating && !locked} onOpenChange={(open) => !open && setCreating(false)} title={tProfiles("addTitle")} closeLabel={tProfiles("close")} wide>
        {creating && !locked && (
          <ProfileForm
            profile={null}
            onSaved={saved}
            onLocked={() => {
              relock();
              requestUnlock();
            }}
          />
        )}
      </Modal>
    </div>
  );
}
