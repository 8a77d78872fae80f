import { notFound } from "next/navigation";

/**
 * Any path no other route matches (deeper than the catalogue's three segments, or a first segment
 * that is not a locale's page) ends here and shows the translated 404 of app/[locale]/not-found.tsx.
 * Static and dynamic routes always win over a catch-all, so this never shadows the catalogue.
 */
export default function UnknownPath(): never {
  notFound();
}
