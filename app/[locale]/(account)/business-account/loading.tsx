"use client";

import { useTranslations } from "next-intl";
import { LoadingState } from "@/components/ui/loading-state";

/** Rendered inside the layout, whose provider carries the "business" messages. */
export default function BusinessAccountLoading() {
  const t = useTranslations("business");
  return <LoadingState label={t("loading")} />;
}
