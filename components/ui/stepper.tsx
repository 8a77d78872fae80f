export type StepperStep = { id: string; label: string };

/**
 * Progress through a fixed sequence of steps: an ordered list (the order is the meaning), the current
 * step marked `aria-current="step"`, done steps named as such for screen readers (the tick is only
 * drawn). Not interactive: the page's own Back and Next move between steps.
 */
export function Stepper({
  steps,
  current,
  label,
  doneLabel,
}: {
  steps: readonly StepperStep[];
  /** Index of the current step; every step before it is done. */
  current: number;
  /** Accessible name of the list ("Order progress"). */
  label: string;
  /** Visually hidden suffix of a done step ("completed"). */
  doneLabel: string;
}) {
  return (
    <ol aria-label={label} className="flex flex-wrap gap-x-2 gap-y-3 text-sm">
      {steps.map((step, i) => {
        const done = i < current;
        const active = i === current;
        const circle = active
          ? "border-brand-700 bg-brand-700 text-white"
          : done
            ? "border-green-700 bg-green-700 text-white"
            : "border-slate-400 bg-white text-slate-700";
        return (
          <li key={step.id} aria-current={active ? "step" : undefined} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold ${circle}`}>
              {done ? "✓" : i + 1}
            </span>
            <span className={active ? "font-semibold text-slate-900" : "text-slate-700"}>
              {step.label}
              {done && <span className="sr-only"> ({doneLabel})</span>}
            </span>
            {i < steps.length - 1 && <span aria-hidden="true" className="mx-1 hidden h-px w-6 bg-slate-300 sm:inline-block" />}
          </li>
        );
      })}
    </ol>
  );
}
