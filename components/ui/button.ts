/** Button looks for <button>, <a> and <input type=submit> alike (links stay links). */
const base =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-900`,
  secondary: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`,
  link: "text-brand-700 underline underline-offset-2 hover:text-brand-900",
  danger: `${base} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return extra ? `${buttonStyles[variant]} ${extra}` : buttonStyles[variant];
}
