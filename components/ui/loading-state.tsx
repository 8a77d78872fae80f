/** A loading island: two pulsing placeholder blocks, announced to screen readers by `label`. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="h-20 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />
      ))}
    </div>
  );
}
