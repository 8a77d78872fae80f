import { getCookie, setCookie } from "cookies-next/client";
import { COOKIE_MAX_AGE_S, SIGNED_IN_COOKIE } from "@/lib/auth/constants";

/**
 * What the browser itself knows about the visitor: the non-HttpOnly cookies, the saved user profile
 * (spec section 9 storage key `application_user_profile`) and the `auth:changed` event every island
 * that shows sign-in state listens to. Deliberately tiny: the header island imports it on every page.
 */

/** Spec section 9 browser storage key of the signed-in user. */
export const PROFILE_KEY = "application_user_profile";
/** Dispatched on `window` whenever the visitor signs in or becomes a guest. */
export const AUTH_EVENT = "auth:changed";
/** Dispatched on `window` by an island that needs a sign-in first (e.g. a guest's "Add to cart"): the header opens the dialog. */
export const LOGIN_REQUEST_EVENT = "auth:login-requested";

/** The user as answered by the sign-in and profile calls (docs/accounts-api.md); only what islands read is typed. */
export type StoredUser = { uid: string; email: string; first_name?: string | null; last_name?: string | null; [key: string]: unknown };

/** A cookie the page's script may read, decoded; null when absent, on the server or malformed. */
export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  try {
    return getCookie(name) ?? null;
  } catch {
    return null; // a malformed escape in the value
  }
}

/** Spec section 9: about 30 days, SameSite strict, Secure over https, the whole site (Max-Age 0 deletes). */
export function writeCookie(name: string, value: string, maxAgeS: number = COOKIE_MAX_AGE_S) {
  setCookie(name, value, { path: "/", maxAge: maxAgeS, sameSite: "strict", secure: window.location.protocol === "https:" });
}

/** True while the server's non-HttpOnly hint cookie says a session cookie exists. */
export function hasSessionHint(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === "1";
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(PROFILE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === "object" && typeof (parsed as StoredUser).email === "string" ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

function announce() {
  window.dispatchEvent(new Event(AUTH_EVENT));
}

/** After a sign-in or a profile read: keep the user and tell the islands. */
export function storeSignedInUser(user: StoredUser) {
  try {
    window.localStorage.setItem(PROFILE_KEY, JSON.stringify(user));
  } catch {
    /* storage full or disabled: the menu falls back to a generic label */
  }
  announce();
}

/**
 * The browser side of becoming a guest (sign-out, failed refresh; spec section 4): forget the
 * profile, drop the hint cookie (the server clears its HttpOnly cookie itself) and tell the islands.
 */
export function becomeGuest() {
  try {
    window.localStorage.removeItem(PROFILE_KEY);
  } catch {
    /* nothing stored */
  }
  writeCookie(SIGNED_IN_COOKIE, "", 0);
  announce();
}

/** Asks the header's account island to open the sign-in dialog. */
export function requestLogin() {
  window.dispatchEvent(new Event(LOGIN_REQUEST_EVENT));
}

/** Translated texts the call helper shows without a component of its own (set by the header island). */
export const apiTexts = {
  internal: "Internal server error",
  actionFailed: "Action failed",
  failRefresh: "Your session has expired. Please sign in again.",
};

export function setApiTexts(texts: Partial<typeof apiTexts>) {
  Object.assign(apiTexts, texts);
}
