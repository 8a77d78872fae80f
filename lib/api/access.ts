import type { Action } from "@/lib/organizations/permissions";

/**
 * Who may call an API operation, declared once per operation in `routeAccess` below (CONVENTIONS 22).
 * The route wrapper (lib/api/respond.ts) enforces it before the handler runs and hands the handler
 * the caller it admitted; the OpenAPI document's `security` is generated from it (lib/api/openapi.ts);
 * the lib functions that take the caller check it again next to their queries.
 *
 * - `public`: anyone; no caller is resolved.
 * - `user`: a signed-in user (access token or session cookie), a buyer by default: 401 otherwise.
 * - `staff`: a signed-in user with the staff flag (users.is_staff): 401 signed out, 403 `staff_only`.
 * - `{ member: action }`: a member of an organisation whose role may `action` (the permission table
 *   of lib/organizations/permissions.ts): 401 signed out, 404 without an organisation, 403 otherwise.
 * - `{ supplier: action }`: the same, and the organisation may sell (approved, not blocked): 403
 *   `not_supplier` otherwise.
 * - `internal-token`: `Authorization: Bearer <INTERNAL_API_TOKEN>` (lib/api/staff.ts): 404 when no
 *   token is configured, 401 for a wrong one; no caller is resolved.
 */
export type Access = "public" | "user" | "staff" | "internal-token" | { member: Action } | { supplier: Action };

/** The access kinds by name, for figures and documentation. */
export function accessKind(access: Access): "public" | "user" | "staff" | "internal-token" | "member" | "supplier" {
  return typeof access === "string" ? access : "member" in access ? "member" : "supplier";
}

/** The permission an organisation access needs, or null for the other kinds. */
export function accessAction(access: Access): Action | null {
  return typeof access === "string" ? null : "member" in access ? access.member : access.supplier;
}

/**
 * Every operation of the API registry (lib/api/registry.ts) by its operationId, with who may call
 * it. A route handler names its operation (`route("getCart", ...)`) and gets the access declared
 * here; tests/unit/api/route-registry.test.ts keeps this table, the registry and app/api equal.
 */
export const routeAccess = {
  getCsrfToken: "public",
  requestSignInCode: "public",
  signIn: "public",
  refreshAccess: "public",
  signOut: "public",
  signOutEverywhere: "user",
  listSessions: "user",
  revokeSession: "user",
  requestIdentityCode: "user",
  confirmIdentity: "user",
  getUser: "user",
  updateUser: "user",
  requestEmailChange: "user",
  changeEmail: "user",
  listNotifications: "user",
  markNotificationsRead: "user",
  getIntercomIdentity: "user",
  listSignInMethods: "public",
  startGoogleSignIn: "public",
  finishGoogleSignIn: "public",
  listBillingProfiles: "user",
  createBillingProfile: "user",
  getBillingProfile: "user",
  updateBillingProfile: "user",
  deleteBillingProfile: "user",
  getCart: "user",
  addToCart: "user",
  emptyCart: "user",
  updateCartItem: "user",
  removeCartItem: "user",
  getCartSummary: "user",
  configureCartItem: "user",
  getCartValidity: "user",
  resetCartInstance: "user",
  listOrders: "user",
  getDraftOrder: "user",
  startDraftOrder: "user",
  updateDraftOrder: "user",
  placeOrder: "user",
  getOrder: "user",
  retryOrderPayment: "user",
  checkOrderPayment: "user",
  repeatOrder: "user",
  listInvoices: "user",
  getInvoice: "user",
  getInvoicePdf: "user",
  listResources: "user",
  getResource: "user",
  stripeWebhook: "public",
  getDemoSession: "public",
  payDemoSession: "public",
  staffListPayments: "staff",
  createOrganization: "user",
  getMyOrganization: { member: "organization.read" },
  updateMyOrganization: { member: "organization.update" },
  listMembers: { member: "members.read" },
  inviteMember: { member: "members.invite" },
  changeMemberRole: { member: "members.manage" },
  removeMember: { member: "organization.read" },
  revokeInvitation: { member: "members.invite" },
  listMyInvitations: "user",
  declineInvitation: "user",
  acceptInvitation: "user",
  listWorkflow: { member: "workflow.read" },
  createWorkflowItem: { member: "organization.submit" },
  staffListOrganizations: "staff",
  staffGetOrganization: "staff",
  staffDecide: "staff",
  listDocuments: { member: "documents.read" },
  uploadDocument: { member: "documents.write" },
  getDocument: { member: "documents.read" },
  deleteDocument: { member: "documents.write" },
  staffGetDocument: "staff",
  listSupplierOffers: { supplier: "offers.read" },
  createSupplierOffer: { supplier: "offers.write" },
  getSupplierOffer: { supplier: "offers.read" },
  updateSupplierOffer: { supplier: "offers.write" },
  deleteSupplierOffer: { supplier: "offers.write" },
  bulkSupplierOffers: { supplier: "offers.write" },
  exportSupplierOffers: { supplier: "offers.read" },
  previewSupplierOfferImport: { supplier: "offers.write" },
  commitSupplierOfferImport: { supplier: "offers.write" },
  listOfferIpBlocks: { supplier: "offers.read" },
  addOfferIpBlock: { supplier: "offers.write" },
  getOfferImages: { supplier: "offers.read" },
  uploadOfferImages: { supplier: "offers.write" },
  resetOfferImages: { supplier: "offers.write" },
  staffListIpBlocks: "staff",
  staffDecideIpBlock: "staff",
  removeOfferIpBlock: { supplier: "offers.write" },
  listDeliveryResources: { supplier: "delivery.read" },
  deliverySummary: { supplier: "delivery.read" },
  getDeliveryResource: { supplier: "delivery.read" },
  deliverResource: { supplier: "delivery.write" },
  failResource: { supplier: "delivery.write" },
  voidResourceAccess: { supplier: "delivery.write" },
  revealDeliveredAccess: { supplier: "delivery.access" },
  confirmResourceAction: { supplier: "delivery.write" },
  rejectResourceAction: { supplier: "delivery.write" },
  requestResourceAction: "user",
  revealResourceAccess: "user",
  listSupportRequests: { supplier: "delivery.read" },
  listResourceSupport: { supplier: "delivery.read" },
  answerSupportRequest: { supplier: "delivery.write" },
  closeSupportRequestAsSupplier: { supplier: "delivery.write" },
  listMySupportRequests: "user",
  openSupportRequest: "user",
  writeSupportRequest: "user",
  closeSupportRequest: "user",
  staffListProducts: "staff",
  staffCreateProduct: "staff",
  staffGetProduct: "staff",
  staffUpdateProduct: "staff",
  staffListProductOptions: "staff",
  staffCreateProductOption: "staff",
  staffUpdateProductOption: "staff",
  staffDeleteProductOption: "staff",
  staffListCategories: "staff",
  staffCreateCategory: "staff",
  staffUpdateCategory: "staff",
  staffListDataCenters: "staff",
  staffCreateDataCenter: "staff",
  staffUpdateDataCenter: "staff",
  staffListArticles: "staff",
  staffCreateArticle: "staff",
  staffGetArticle: "staff",
  staffUpdateArticle: "staff",
  listCategories: "public",
  listProductOptions: "public",
  listOffers: "public",
  listMarketplaceOffers: "public",
  listOfferCountries: "public",
  getOffer: "public",
  getMedia: "public",
  getFiltersConfig: "public",
  getSettings: "public",
  getOpenApiDocument: "public",
  setOffersStatus: "internal-token",
  getDatabaseFingerprint: "internal-token",
} as const satisfies Record<string, Access>;

export type OperationId = keyof typeof routeAccess;
