"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";
import { validationKey } from "./validation";

/** The translated text of a react-hook-form field error raised by a shared schema. */
export function useFieldError(): (error: FieldError | undefined) => string | null {
  const t = useTranslations("settings.validation");
  return (error) => {
    const key = validationKey(error?.message);
    return key ? t(key) : null;
  };
}
