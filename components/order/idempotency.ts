/**
 * Idempotency keys of the calls that create an order or move money (CONVENTIONS 17,
 * docs/buying-api.md). A key lives in sessionStorage under its scope, so a double click, a retry after
 * a timeout or a reload of the same visit sends the same key and the server replays its first answer;
 * forgetting the scope starts a new attempt with a new key.
 */

const PREFIX = "idempotency:";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (private mode): the key then lives for this page only.
    return null;
  }
}

const memory = new Map<string, string>();

/** The key of `scope`, created on first use. */
export function idempotencyKey(scope: string): string {
  const name = PREFIX + scope;
  const stored = storage()?.getItem(name) ?? memory.get(name);
  if (stored) return stored;
  const key = crypto.randomUUID();
  memory.set(name, key);
  storage()?.setItem(name, key);
  return key;
}

/** Drops the key of `scope`: the next attempt is a new one. */
export function forgetIdempotencyKey(scope: string) {
  const name = PREFIX + scope;
  memory.delete(name);
  storage()?.removeItem(name);
}
