/**
 * A guest's "Add to cart" survives the sign-in it asks for: the offer is remembered in sessionStorage
 * (this tab only) with the page it was clicked on, and added once a session appears on that page,
 * whether the dialog refreshed the page or Google sign-in came back to it.
 */
const KEY = "cart:pending-offer";
/** Long enough to read an e-mail code, short enough not to surprise a later sign-in. */
export const PENDING_TTL_MS = 15 * 60 * 1000;

type Pending = { offer: string; path: string; at: number };

export function rememberPendingOffer(offer: string, path: string = window.location.pathname) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ offer, path, at: Date.now() } satisfies Pending));
  } catch {
    /* storage disabled: the buyer clicks once more after signing in */
  }
}

/** The offer to add on `path` (and forgets it); null when there is none, it is stale or from another page. */
export function takePendingOffer(path: string = window.location.pathname, now: number = Date.now()): string | null {
  let pending: Partial<Pending> | null = null;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(KEY);
    pending = JSON.parse(raw) as Partial<Pending>;
  } catch {
    return null;
  }
  if (!pending || typeof pending.offer !== "string" || typeof pending.at !== "number") return null;
  if (pending.path !== path || now - pending.at > PENDING_TTL_MS || now < pending.at) return null;
  return pending.offer;
}
