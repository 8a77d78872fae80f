"use client";

import { useTranslations } from "next-intl";
import { ACTIONS, type Action } from "@/lib/organizations/permissions";

/**
 * An action of the permission table in the page language: supplier.actions.<action> (the English
 * texts equal ACTIONS, which docs/organizations.md prints; tests/unit/supplier keeps them equal),
 * else the table's own English description.
 */
export function useActionLabel() {
  const t = useTranslations("supplier.actions");
  return (action: Action) => (t.has(action) ? t(action) : ACTIONS[action]);
}
