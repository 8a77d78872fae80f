"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/components/api/client";
import { becomeGuest } from "@/components/auth/browser-state";
import { useRouter } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { deviceLabel } from "./device-label";
import { LocalTime } from "./local-time";
import { ConfirmDialog } from "@/components/ui/modal";
import type { SessionItem } from "@/lib/auth/schema";
import { SectionCard } from "./section-card";

export type { SessionItem };

const sessionsKey = ["users", "access", "sessions"] as const;

/** settings/access: the open sessions, one sign-out per row and "Sign out of all sessions". */
export function SessionsSection() {
  const t = useTranslations("settings.access");
  const tCommon = useTranslations("settings");
  const queryClient = useQueryClient();
  const router = useRouter();
  const [confirming, setConfirming] = useState<SessionItem | "all" | null>(null);

  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => {
      const result = await apiFetch<{ items: SessionItem[] }>("/api/users/access/sessions", { signal });
      if (result === false) throw new Error("sessions");
      return result.items;
    },
  });

  /** After signing this device out the visitor is a guest (the header's islands listen), on the home page. */
  const leaveAsGuest = () => {
    becomeGuest();
    router.push("/");
  };

  const signOutOne = useMutation({
    mutationFn: (session: SessionItem) => apiFetch(`/api/users/access/sessions/${encodeURIComponent(session.uid)}`, { method: "DELETE" }),
    onSuccess: (result, session) => {
      setConfirming(null);
      if (result === false) return;
      if (session.current) leaveAsGuest();
      else void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
  const signOutAll = useMutation({
    mutationFn: () => apiFetch("/api/users/access/logout_all", { method: "POST" }),
    onSuccess: (result) => {
      setConfirming(null);
      if (result !== false) leaveAsGuest();
    },
  });

  const words = { both: (p: { browser: string; os: string }) => t("deviceOn", p), unknown: t("unknownDevice") };
  const label = (s: SessionItem) => (s.user_agent ? deviceLabel(s.user_agent, words) : s.device || t("unknownDevice"));
  const items = sessions.data ?? [];

  return (
    <SectionCard
      id="settings-sessions"
      title={t("title")}
      description={t("hint")}
      actions={
        <button type="button" className={buttonClass("secondary", "text-red-800")} onClick={() => setConfirming("all")} disabled={!items.length}>
          {t("signOutAll")}
        </button>
      }
    >
      {sessions.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t("loading")}
        </p>
      ) : sessions.isError ? (
        <div role="alert" className="text-sm text-slate-800">
          <p>{t("loadFailed")}</p>
          <button type="button" className={buttonClass("link", "mt-2")} onClick={() => void sessions.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <TableContainer label={t("tableLabel")}>
          <Table caption={t("caption")}>
            <thead>
              <tr>
                <Th>{t("device")}</Th>
                <Th>{t("ip")}</Th>
                <Th>{t("signedInAt")}</Th>
                <Th>{t("lastUsed")}</Th>
                <Th>
                  <span className="sr-only">{t("actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {items.map((s) => (
                <tr key={s.uid} aria-current={s.current ? "true" : undefined}>
                  <Th scope="row">
                    {label(s)}
                    {s.current && <span className="ml-2 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-900">{t("thisDevice")}</span>}
                  </Th>
                  <Td className="font-mono">{s.ip}</Td>
                  <Td>
                    <LocalTime iso={s.created_at} />
                  </Td>
                  <Td>
                    <LocalTime iso={s.last_used_at} />
                  </Td>
                  <Td className="text-right">
                    <button type="button" className={buttonClass("link", "whitespace-nowrap")} onClick={() => setConfirming(s)} aria-label={t("signOutOf", { device: label(s) })}>
                      {t("signOut")}
                    </button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={confirming === "all"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("confirmAllTitle")}
        description={t("confirmAllText")}
        confirmLabel={t("signOutAll")}
        cancelLabel={tCommon("cancel")}
        closeLabel={tCommon("close")}
        pending={signOutAll.isPending}
        onConfirm={() => signOutAll.mutate()}
      />
      <ConfirmDialog
        open={confirming !== null && confirming !== "all"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("confirmOneTitle")}
        description={confirming && confirming !== "all" ? (confirming.current ? t("confirmCurrentText") : t("confirmOneText", { device: label(confirming) })) : ""}
        confirmLabel={t("signOut")}
        cancelLabel={tCommon("cancel")}
        closeLabel={tCommon("close")}
        pending={signOutOne.isPending}
        onConfirm={() => confirming && confirming !== "all" && signOutOne.mutate(confirming)}
      />
    </SectionCard>
  );
}
