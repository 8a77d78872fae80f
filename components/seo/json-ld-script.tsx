import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Inline JSON-LD, serialised safely (never a bare JSON.stringify inside <script>). */
export function JsonLdScript({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
