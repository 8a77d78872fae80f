"use client";

import { useTranslations } from "next-intl";
import { LoadingState } from "@/components/ui/loading-state";

/** Rendered inside the staff layout, whose provider carries the "staff" messages. */
export default function StaffLoading() {
  const t = useTranslations("staff");
  return <LoadingState label={t("loading")} />;
}
