import type { ReactNode } from "react";

/** One titled block of a settings page (a landmark-free section named by its heading). */
export function SectionCard({ id, title, description, actions, children }: { id: string; title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600";
export const labelClass = "block text-sm font-medium text-slate-800";
export const errorClass = "mt-1 text-sm text-red-700";
