"use client";

import { useEffect, useState, type ComponentType } from "react";
import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { safeNextPath } from "@/lib/auth/constants";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { hasSessionHint } from "./browser-state";
import type { LoginDialogProps } from "./login-dialog";

/**
 * The forced-login wrapper of /force-login (spec section 2): the sign-in dialog stays open and cannot
 * be dismissed until the visitor signs in, then the browser goes to `next` or the home page.
 */
export function ForcedLogin() {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const home = localizedPath(locale, "/");
  const [open, setOpen] = useState(true);
  const [Dialog, setDialog] = useState<ComponentType<LoginDialogProps> | null>(null);

  useEffect(() => {
    // Already signed in (another tab, a back button): nothing to force.
    if (hasSessionHint()) router.replace(safeNextPath(new URLSearchParams(window.location.search).get("next")) ?? home);
    else void import("./login-dialog").then((m) => setDialog(() => m.default));
  }, [router, home]);

  return Dialog ? <Dialog open={open} onOpenChange={setOpen} forced fallbackPath={home} /> : null;
}
