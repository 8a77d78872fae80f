"use client";

import { useTranslations } from "next-intl";
import { LoadingState } from "@/components/order/common";

/** Rendered inside the layout, whose provider carries the "business" messages. */
export default function BusinessAccountLoading() {
  const t = useTranslations("business");
  return <LoadingState label={t("loading")} />;
}
