"use client";

import { useId, type InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { errorClass, fieldClass, labelClass } from "./section-card";

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({
  label,
  registration,
  error,
  hint,
  className,
  ...input
}: { label: string; registration: UseFormRegisterReturn; error?: string | null; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input id={id} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={className ? `${fieldClass} ${className}` : fieldClass} />
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
