"use client";

import type { ReactNode } from "react";
import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from "@tanstack/react-query";
import { useController, useForm, type Control, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { ApiResult } from "@/components/api/client";
import { LoadingState } from "@/components/ui/loading-state";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { fieldErrors } from "./catalogue-api";
import { CheckboxField, FormError, SelectField, TextField } from "./catalogue-fields";
import { StaffErrorState } from "./common";

/**
 * The pieces every staff list-and-edit page is made of (catalogue upkeep, articles): a read's
 * states, a table whose rows open an editor, a pager, and a create-or-edit form on
 * react-hook-form whose fields show the API's 422 issues.
 */

/** A list read's states: loading, failed (with a retry), empty, or its rows. "Staff only" is the island's own first check. */
export function StaffListBody<T>({
  list,
  loading,
  loadError,
  empty,
  isEmpty,
  children,
}: {
  list: UseQueryResult<T>;
  loading: string;
  loadError: string;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (list.isPending) return <LoadingState label={loading} />;
  if (list.isError) return <StaffErrorState text={loadError} onRetry={() => void list.refetch()} />;
  if (empty !== undefined && isEmpty?.(list.data)) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{empty}</p>;
  return <>{children(list.data)}</>;
}

/** A column: its header and cell; numeric ones are right-aligned with tabular figures. The first column is the row's header. */
export type StaffColumn<T> = { header: string; numeric?: boolean; cell: (row: T) => ReactNode };

/** The "Edit" button column: a short visible text, a full accessible label per row. */
export type StaffRowEdit<T> = { header: string; text: string; label: (row: T) => string; onEdit: (row: T) => void };

export function StaffTable<T>({ caption, rows, rowKey, columns, edit }: { caption: string; rows: T[]; rowKey: (row: T) => string | number; columns: StaffColumn<T>[]; edit?: StaffRowEdit<T> }) {
  const [first, ...rest] = columns;
  return (
    <TableContainer label={caption}>
      <Table caption={caption}>
        <thead>
          <tr>
            {columns.map((c) => (
              <Th key={c.header} className={c.numeric ? "text-right" : undefined}>
                {c.header}
              </Th>
            ))}
            {edit && (
              <Th>
                <span className="sr-only">{edit.header}</span>
              </Th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <Th scope="row">{first.cell(row)}</Th>
              {rest.map((c) => (
                <Td key={c.header} className={c.numeric ? "text-right tabular-nums" : undefined}>
                  {c.cell(row)}
                </Td>
              ))}
              {edit && (
                <Td>
                  <button type="button" className={buttonClass("link")} onClick={() => edit.onEdit(row)} aria-label={edit.label(row)}>
                    {edit.text}
                  </button>
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableContainer>
  );
}

/** "Page N of M (T)" with previous and next buttons. */
export function StaffPager({ text, page, pages, onPage, previous, next, className = "" }: { text: string; page: number; pages: number; onPage: (page: number) => void; previous: string; next: string; className?: string }) {
  return (
    <div className={`${className} flex flex-wrap items-center gap-3 text-sm text-slate-700`.trim()}>
      <span>{text}</span>
      <button type="button" className={buttonClass("secondary")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      <button type="button" className={buttonClass("secondary")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </button>
    </div>
  );
}

const GRID = {
  2: { form: "grid gap-3 sm:grid-cols-2", actions: "flex flex-wrap gap-2 sm:col-span-2" },
  4: { form: "grid gap-3 sm:grid-cols-4", actions: "flex flex-wrap gap-2 sm:col-span-4" },
} as const;

/** One text field of a staff form: `name` in the form's values, `path` where the API reports its problems ("name.en"). */
export type StaffFieldSpec<V> = { name: Path<V> & keyof V; path: string; label: string; hint?: string; multiline?: boolean; number?: boolean; required?: boolean };

/** A text field bound to the form; shows its server error. */
export function StaffFormField<V extends FieldValues>({ control, spec }: { control: Control<V>; spec: StaffFieldSpec<V> }) {
  const { field, fieldState } = useController({ control, name: spec.name });
  return (
    <TextField
      label={spec.label}
      hint={spec.hint}
      value={field.value as string}
      onChange={field.onChange}
      error={fieldState.error?.message}
      multiline={spec.multiline}
      type={spec.number ? "number" : "text"}
      required={spec.required}
    />
  );
}

/** A select bound to the form. */
export function StaffFormSelect<V extends FieldValues>({ control, name, label, children }: { control: Control<V>; name: Path<V>; label: string; children: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField label={label} value={field.value as string} onChange={field.onChange} error={fieldState.error?.message}>
      {children}
    </SelectField>
  );
}

/** A checkbox bound to the form. */
export function StaffFormCheckbox<V extends FieldValues>({ control, name, label }: { control: Control<V>; name: Path<V>; label: string }) {
  const { field, fieldState } = useController({ control, name });
  return <CheckboxField label={label} checked={field.value as boolean} onChange={field.onChange} error={fieldState.error?.message} />;
}

/**
 * A staff form's state on react-hook-form and its save: the body built from the values (the API is
 * the judge of every field: what was typed is sent), the API's 422 issues put at their fields by
 * `paths` (API path → field; several paths may name one field) and the body's own issue at
 * `rootError`; `onSaved` gets the saved thing.
 */
export function useStaffForm<V extends FieldValues, R>({
  values,
  paths,
  toBody,
  save,
  onSaved,
}: {
  values: V;
  paths: Record<string, Path<V>>;
  toBody: (values: V) => Record<string, unknown>;
  save: (body: Record<string, unknown>) => Promise<ApiResult<R>>;
  onSaved: (data: R, form: UseFormReturn<V>) => void;
}) {
  const form = useForm<V>({ defaultValues: values as DefaultValues<V> });
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => save(body),
    onSuccess: (result) => {
      form.clearErrors();
      if (result.ok) return onSaved(result.data, form);
      for (const [path, message] of Object.entries(fieldErrors(result))) {
        const name = paths[path];
        if (name && !form.getFieldState(name).error) form.setError(name, { type: "server", message });
        else if (path === "") form.setError("root.body", { type: "server", message });
      }
    },
  });
  return {
    form,
    pending: mutation.isPending,
    rootError: form.formState.errors.root?.body?.message,
    onSubmit: form.handleSubmit((v) => mutation.mutate(toBody(v))),
  };
}

/**
 * Create (no `editing`) or edit one thing: its text fields on react-hook-form, the body built from
 * them (the API is the judge of every field: what was typed is sent, and its 422 issues appear at
 * their fields, the body's own one above the buttons), then the lists under `invalidate` refreshed.
 * A created thing empties the form; an edited one calls `onDone` (as Cancel does).
 */
export function StaffEntityForm<V extends Record<string, string>, R>({
  title,
  fields,
  values,
  empty,
  toBody,
  save,
  invalidate,
  editing,
  submit,
  cancel,
  onDone,
  columns,
}: {
  title: string;
  fields: StaffFieldSpec<V>[];
  values: V;
  empty: V;
  toBody: (values: V) => Record<string, unknown>;
  save: (body: Record<string, unknown>) => Promise<ApiResult<R>>;
  invalidate: QueryKey;
  editing: boolean;
  submit: string;
  cancel: string;
  onDone?: () => void;
  columns: 2 | 4;
}) {
  const queryClient = useQueryClient();
  const { form, pending, rootError, onSubmit } = useStaffForm({
    values,
    paths: Object.fromEntries(fields.map((f) => [f.path, f.name])),
    toBody,
    save,
    onSaved: (_data, form) => {
      if (!editing) form.reset(empty);
      void queryClient.invalidateQueries({ queryKey: invalidate });
      onDone?.();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className={GRID[columns].form}>
      {fields.map((spec) => (
        <StaffFormField key={spec.name} control={form.control} spec={spec} />
      ))}
      <div className={GRID[columns].actions}>
        <FormError text={rootError} />
        <button type="submit" className={buttonClass("primary")} disabled={pending}>
          {submit}
        </button>
        {editing && (
          <button type="button" className={buttonClass("secondary")} onClick={onDone}>
            {cancel}
          </button>
        )}
      </div>
    </form>
  );
}
