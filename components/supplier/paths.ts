/** Unprefixed app paths of the supplier area (localise with the i18n Link). */
export const supplierPaths = {
  overview: "/supplier",
  offers: "/supplier/offers",
  delivery: "/supplier/delivery",
  support: "/supplier/support",
  earnings: "/supplier/earnings",
  integrations: "/supplier/integrations",
  members: "/supplier/members",
} as const;

export type SupplierSection = keyof typeof supplierPaths;

/** Where a member of a business account that cannot sell yet goes on (the registration and verification steps). */
export const BUSINESS_ACCOUNT_PATH = "/business-account";
