export type OptionPreview = {
  key: string;
  name: string;
  required: boolean;
  values: { value: string; label: string; surcharge: string | null }[];
};

/**
 * A read-only preview of the choices made when ordering (OS, RAID, term, ...). Configuration itself
 * happens in the order flow.
 */
export function OptionsPreview({ options, labels }: { options: OptionPreview[]; labels: { required: string; optional: string; included: string } }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {options.map((o) => (
        <div key={o.key} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="mb-2 font-medium text-slate-900">
            {o.name} <span className="text-sm font-normal text-slate-700">({o.required ? labels.required : labels.optional})</span>
          </dt>
          <dd>
            <ul className="flex flex-col gap-1 text-sm text-slate-800">
              {o.values.map((v) => (
                <li key={v.value} className="flex justify-between gap-3">
                  <span>{v.label}</span>
                  <span className="whitespace-nowrap text-slate-700">{v.surcharge ?? labels.included}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
