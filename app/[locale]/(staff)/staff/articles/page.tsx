import { ARTICLES_PATH } from "@/components/staff/catalogue-paths";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { StaffArticles } from "@/components/staff/staff-articles";
import { staffSectionPage } from "@/components/staff/staff-page";

/** Articles as staff write them (staff only; the API decides who is staff). */
const page = staffSectionPage({
  namespace: "staff.articles",
  path: ARTICLES_PATH,
  section: ({ locale, caller }) => (
    <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.articles}>
      <StaffArticles />
    </StaffHydrated>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
