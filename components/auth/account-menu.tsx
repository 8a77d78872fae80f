"use client";

import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { notifyFailure } from "@/components/ui/notify";
import { AUTH_EVENT, becomeGuest, hasSessionHint, LOGIN_REQUEST_EVENT, PROFILE_KEY, readStoredUser, setApiTexts } from "./browser-state";
import type { LoginDialogProps } from "./login-dialog";
import { SITE_MENU_BUTTON_ID } from "@/components/layout/site-menu-ids";

/**
 * The header's account island. Catalogue pages are cached and shared, so who is signed in is known
 * only here, in the browser: a "Sign in" button for guests, the signed-in menu otherwise. The dialog
 * and the signed-in menu (with the call helper) are fetched on first use with a bare `import()`:
 * first-load JavaScript has a budget (scripts/check-bundle-size.ts).
 */

const loadDialog = () => import("./login-dialog");
const loadUserMenu = () => import("./user-menu");

/** Spec sections 4 and 9: the login popup opens as a flash flag lasting 100 ms. */
export const LOGIN_FLAG_MS = 100;

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === PROFILE_KEY) onChange();
  };
  window.addEventListener(AUTH_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(AUTH_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** "guest", or "user:<e-mail>" (the e-mail may be empty until the profile is read). A string keeps the snapshot stable. */
function snapshot(): string {
  return hasSessionHint() ? `user:${readStoredUser()?.email ?? ""}` : "guest";
}

/**
 * Reads ?login=1 (open the dialog), ?login=failed (Google sign-in failed) and ?session=expired (the
 * proxy could not refresh the session: spec section 4, the user becomes a guest), then takes the
 * flags off the URL.
 */
function LoginFlag({ onOpen, googleFailed, refreshFailed }: { onOpen: () => void; googleFailed: string; refreshFailed: string }) {
  const params = useSearchParams();
  const flag = params.get("login");
  const expired = params.get("session") === "expired";
  useEffect(() => {
    if (!flag && !expired) return;
    if (expired) {
      becomeGuest();
      void notifyFailure(undefined, refreshFailed);
    }
    if (flag === "1") onOpen();
    else if (flag === "failed") void notifyFailure(undefined, googleFailed);
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.delete("login");
      url.searchParams.delete("session");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }, LOGIN_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [flag, expired, onOpen, googleFailed, refreshFailed]);
  return null;
}

export function AccountMenu() {
  const t = useTranslations("account");
  const tAuth = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const tUser = useTranslations("user");
  const state = useSyncExternalStore(subscribe, snapshot, () => "unknown");
  const signedIn = state.startsWith("user:");
  const [dialogOpen, setDialogOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<LoginDialogProps> | null>(null);
  const [UserMenu, setUserMenu] = useState<ComponentType<{ email: string }> | null>(null);
  const root = useRef<HTMLDivElement>(null);

  /**
   * Where focus goes when the dialog closes and what opened it is gone (signed in) or was nothing
   * (opened by ?login=1): the account button, or the header's menu button while the menu is folded.
   */
  const accountControl = useCallback((): HTMLElement | null => {
    const own = root.current?.querySelector<HTMLElement>("[data-account-button]");
    if (own && own.getClientRects().length > 0) return own;
    return document.getElementById(SITE_MENU_BUTTON_ID);
  }, []);

  const openDialog = useCallback(() => {
    setDialogOpen(true);
    void loadDialog().then((m) => setDialog(() => m.default));
  }, []);

  // Another island asks a guest to sign in first (a guest's "Add to cart").
  useEffect(() => {
    window.addEventListener(LOGIN_REQUEST_EVENT, openDialog);
    return () => window.removeEventListener(LOGIN_REQUEST_EVENT, openDialog);
  }, [openDialog]);

  useEffect(() => {
    setApiTexts({ internal: tErrors("internal"), actionFailed: tErrors("actionFailed"), failRefresh: tUser("fail_refresh_access") });
  }, [tErrors, tUser]);

  useEffect(() => {
    if (signedIn) void loadUserMenu().then((m) => setUserMenu(() => m.default));
  }, [signedIn]);

  return (
    <div ref={root} className="flex min-w-0 items-center gap-2">
      <Suspense fallback={null}>
        <LoginFlag onOpen={openDialog} googleFailed={tAuth("googleFailed")} refreshFailed={tUser("fail_refresh_access")} />
      </Suspense>
      {signedIn && UserMenu ? (
        <UserMenu email={state.slice("user:".length)} />
      ) : state === "guest" ? (
        <button type="button" data-account-button className={buttonClass("primary", "py-1.5")} onClick={openDialog} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
          {t("signIn")}
        </button>
      ) : (
        <span aria-hidden="true" className="inline-block h-9 w-20" />
      )}
      {Dialog && <Dialog open={dialogOpen && !signedIn} onOpenChange={setDialogOpen} returnFocus={accountControl} />}
    </div>
  );
}
