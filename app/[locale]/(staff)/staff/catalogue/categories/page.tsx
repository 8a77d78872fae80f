import { CATEGORIES_PATH } from "@/components/staff/catalogue-paths";
import { StaffCategories } from "@/components/staff/catalogue-categories";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { staffSectionPage } from "@/components/staff/staff-page";

/** The catalogue's categories as staff keep them (staff only; the API decides who is staff). */
const page = staffSectionPage({
  namespace: "staff.catalogue.categories",
  path: CATEGORIES_PATH,
  section: ({ locale, caller }) => (
    <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.categories}>
      <StaffCategories />
    </StaffHydrated>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
