import { IpBlockReview } from "@/components/staff/ip-block-review";
import { IP_BLOCK_FILTERS, type IpBlockFilter } from "@/components/staff/keys";
import { IP_BLOCKS_PATH } from "@/components/staff/paths";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { staffSectionPage } from "@/components/staff/staff-page";

/** IP blocks suppliers attached, for staff to verify or reject (staff only; the API decides who is staff). */
const page = staffSectionPage({
  namespace: "staff.ipBlocks",
  path: IP_BLOCKS_PATH,
  section: async ({ locale, caller, query }) => {
    const { status } = await query();
    const filter: IpBlockFilter = (IP_BLOCK_FILTERS as readonly unknown[]).includes(status) ? (status as IpBlockFilter) : "pending";
    return (
      <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.ipBlocks(filter)}>
        <IpBlockReview status={filter} />
      </StaffHydrated>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
