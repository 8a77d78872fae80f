"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { statusOf, type OrganizationStatus } from "./types";

const tones: Record<OrganizationStatus, BadgeTone> = { new: "neutral", approving: "warning", approved: "success", changed: "info", blocked: "danger" };

/** The organisation's status as a translated chip (spec section 4: each status has a translated label). */
export function OrganizationStatusChip({ status }: { status: string }) {
  const t = useTranslations("business.status");
  const known = statusOf(status);
  return <Badge tone={tones[known]}>{t(known)}</Badge>;
}
