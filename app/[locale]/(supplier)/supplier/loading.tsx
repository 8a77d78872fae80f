"use client";

import { useTranslations } from "next-intl";
import { LoadingState } from "@/components/ui/loading-state";

/** Rendered inside the supplier layout, whose provider carries the "supplier" messages. */
export default function SupplierLoading() {
  const t = useTranslations("supplier");
  return <LoadingState label={t("loading")} />;
}
