"use client";

import { useTranslations } from "next-intl";
import { LoadingState } from "@/components/ui/loading-state";

/** The loading view of the orders and invoices segments (inside their layouts' message provider). */
export function BuyingLoading() {
  const t = useTranslations("buying");
  return <LoadingState label={t("loading")} />;
}
