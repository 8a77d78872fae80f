import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { tablePagerLabels, TablePagerView, type TablePagerProps } from "@/components/ui/table-pager";

/**
 * Spec section 9: "first–last of total" and a rows-per-page selector, rendered on the server with the
 * `tables` messages (client islands use TablePagerView with the same labels).
 */
export async function TablePager({ locale, ...props }: TablePagerProps & { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "tables" });
  return <TablePagerView {...props} labels={tablePagerLabels(t)} />;
}
