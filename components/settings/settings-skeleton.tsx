/** Placeholder of a settings section while the caller and their data load. */
export function SettingsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="animate-pulse rounded-lg border border-slate-200 bg-white p-5">
          <div className="h-5 w-40 rounded bg-slate-200" />
          <div className="mt-4 h-9 w-full rounded bg-slate-100" />
          <div className="mt-3 h-9 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
