"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { UnlockDialog } from "./unlock-dialog";
import { unlockRemainingMs } from "./unlock";

type IdentityLock = {
  /** ISO time the sensitive forms stay unlocked until; null while locked. */
  unlockedUntil: string | null;
  locked: boolean;
  /** Opens the identity confirmation dialog. */
  requestUnlock: () => void;
  /** The server said the forms are locked (403 identity_confirmation_required). */
  relock: () => void;
};

const IdentityLockContext = createContext<IdentityLock | null>(null);

export function useIdentityLock(): IdentityLock {
  const value = useContext(IdentityLockContext);
  if (!value) throw new Error("useIdentityLock needs an IdentityLockProvider");
  return value;
}

/**
 * The lock of sensitive edit forms (spec section 6: the e-mail and billing profiles) on one page:
 * unlocked by identity confirmation for 10 minutes, relocked on screen when that time passes.
 */
export function IdentityLockProvider({ initialUnlockedUntil, email, children }: { initialUnlockedUntil: string | null; email: string; children: ReactNode }) {
  const [unlockedUntil, setUnlockedUntil] = useState<string | null>(initialUnlockedUntil);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (!unlockedUntil) return;
    const timer = window.setTimeout(() => setUnlockedUntil(null), unlockRemainingMs(unlockedUntil, Date.now()));
    return () => window.clearTimeout(timer);
  }, [unlockedUntil]);

  const requestUnlock = useCallback(() => setDialogOpen(true), []);
  const relock = useCallback(() => setUnlockedUntil(null), []);
  const value = useMemo(() => ({ unlockedUntil, locked: unlockedUntil === null, requestUnlock, relock }), [unlockedUntil, requestUnlock, relock]);

  return (
    <IdentityLockContext.Provider value={value}>
      {children}
      <UnlockDialog open={dialogOpen} onOpenChange={setDialogOpen} email={email} onUnlocked={setUnlockedUntil} />
    </IdentityLockContext.Provider>
  );
}
