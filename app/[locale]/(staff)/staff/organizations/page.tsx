import { tablePaging } from "@/components/order/paging";
import { OrganizationQueue } from "@/components/staff/organization-queue";
import { QUEUE_PATH } from "@/components/staff/paths";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { staffSectionPage } from "@/components/staff/staff-page";
import { DEFAULT_QUEUE_FILTER, isQueueFilter } from "@/components/staff/types";

/** The review queue of business accounts (staff only; the API decides who is staff). */
const page = staffSectionPage({
  namespace: "staff.queue",
  path: QUEUE_PATH,
  section: async ({ locale, caller, query }) => {
    const q = await query();
    const status = isQueueFilter(q.status) ? q.status : DEFAULT_QUEUE_FILTER;
    const paging = tablePaging(q, caller.user.preferences.tableRows);
    return (
      <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.queue(status, paging.page, paging.size)}>
        <OrganizationQueue status={status} {...paging} />
      </StaffHydrated>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
