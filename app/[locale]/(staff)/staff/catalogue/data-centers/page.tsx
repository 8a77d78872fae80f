import { DATA_CENTERS_PATH } from "@/components/staff/catalogue-paths";
import { StaffDataCenters } from "@/components/staff/catalogue-data-centers";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { staffSectionPage } from "@/components/staff/staff-page";

/** The data centers as staff keep them (staff only; the API decides who is staff). */
const page = staffSectionPage({
  namespace: "staff.catalogue.dataCenters",
  path: DATA_CENTERS_PATH,
  section: ({ locale, caller }) => (
    <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.dataCenters}>
      <StaffDataCenters />
    </StaffHydrated>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
