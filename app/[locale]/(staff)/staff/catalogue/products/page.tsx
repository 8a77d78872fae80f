import { PRODUCTS_PATH } from "@/components/staff/catalogue-paths";
import { StaffProducts } from "@/components/staff/catalogue-products";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { staffSectionPage } from "@/components/staff/staff-page";

/** The catalogue's products as staff keep them (staff only; the API decides who is staff). */
const page = staffSectionPage({
  namespace: "staff.catalogue.products",
  path: PRODUCTS_PATH,
  section: ({ locale, caller }) => (
    <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.products}>
      <StaffProducts />
    </StaffHydrated>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
