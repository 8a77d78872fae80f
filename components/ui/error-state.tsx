import type { ReactNode } from "react";
import { buttonClass } from "./button";

/**
 * The one failed-load state of the account, supplier and staff islands: the island's message and,
 * when the load can be repeated, a retry button. Texts come from the caller's namespace.
 */
export function ErrorState({ text, onRetry, retryLabel }: { text: ReactNode; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <span>{text}</span>
      {onRetry && retryLabel && (
        <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
