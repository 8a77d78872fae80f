"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the island runs in the browser: lets a
 * control be a plain link without JavaScript and a button with it, with no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
