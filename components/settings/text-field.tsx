"use client";

import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { errorClass, fieldClass, labelClass } from "./section-card";

/** A labelled control with its hint and error wired to it (aria-describedby, aria-invalid). */
export function Field({
  label,
  optional,
  hint,
  error,
  children,
}: {
  label: string;
  optional?: string;
  hint?: string | null;
  error: string | null;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-600"> ({optional})</span>}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({
  label,
  registration,
  error,
  hint,
  className,
  ...input
}: { label: string; registration: UseFormRegisterReturn; error?: string | null; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <Field label={label} hint={hint} error={error ?? null}>
      {(control) => <input {...control} {...input} {...registration} className={className ? `${fieldClass} ${className}` : fieldClass} />}
    </Field>
  );
}
