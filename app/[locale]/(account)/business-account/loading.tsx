"use client";

import { useTranslations } from "next-intl";
import { LoadingBlock } from "@/components/business/common";

/** Rendered inside the layout, whose provider carries the "business" messages. */
export default function BusinessAccountLoading() {
  const t = useTranslations("business");
  return <LoadingBlock label={t("loading")} />;
}
