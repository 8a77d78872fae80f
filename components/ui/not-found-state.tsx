import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "./button";

/** What an unknown (or another buyer's or organisation's) id shows: the API answers both with 404. */
export function NotFoundState({
  title,
  text,
  backHref,
  backLabel,
  level = "h2",
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
  /** h1 when it stands for the whole page. */
  level?: "h1" | "h2";
}) {
  const Heading = level;
  return (
    <section aria-labelledby="not-found-title" className="rounded-lg border border-slate-200 bg-white p-6 text-center">
      <Heading id="not-found-title" className="text-xl font-semibold text-slate-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link href={backHref} className={`${buttonClass("secondary")} mt-4`}>
        {backLabel}
      </Link>
    </section>
  );
}
