import type { RouteDoc } from "@/lib/api/route-doc";
import {
  MAX_PROFILES_PER_USER,
  profileCreateSchema,
  profileDeletedResponse,
  profileDto,
  profileListResponse,
  profilePathParams,
  profileUpdateSchema,
} from "./schema";

const locked =
  "Needs an unlocked session (identity confirmation, POST /api/users/access/identity): otherwise 403 with " +
  "detail.code identity_confirmation_required.";
const ownOnly = "Another user's profile answers 404, as an unknown uid does.";

/** Billing-profile routes (owned by lib/profiles). */
export const profileRoutes: RouteDoc[] = [
  {
    path: "/api/users/profile/profiles_list",
    method: "get",
    operationId: "listBillingProfiles",
    summary: "The caller's billing profiles",
    description: `Every billing profile of the signed-in user, newest first (at most ${MAX_PROFILES_PER_USER}). Private: Cache-Control private, no-store.`,
    tag: "users",
    response: { name: "ProfileList", schema: profileListResponse, description: "The profiles" },
    errors: [401],
  },
  {
    path: "/api/users/profile/profiles",
    method: "post",
    operationId: "createBillingProfile",
    summary: "Add a billing profile",
    description:
      "Creates a billing profile (spec section 3, User profile). The phone number is checked against the mask of " +
      "phone_region and stored in E.164; a VAT ID given for an EU country must follow that state's format. " +
      `At most ${MAX_PROFILES_PER_USER} profiles per user: beyond that 409 with detail.code profile_limit_reached. ${locked}`,
    tag: "users",
    status: 201,
    body: profileCreateSchema,
    response: { name: "Profile", schema: profileDto, description: "The new profile" },
    errors: [401, 403, 409, 422],
  },
  {
    path: "/api/users/profile/profiles/{uid}",
    method: "get",
    operationId: "getBillingProfile",
    summary: "One billing profile",
    description: `One of the caller's billing profiles. ${ownOnly}`,
    tag: "users",
    params: profilePathParams,
    response: { name: "Profile", schema: profileDto, description: "The profile" },
    errors: [401, 404, 422],
  },
  {
    path: "/api/users/profile/profiles/{uid}",
    method: "patch",
    operationId: "updateBillingProfile",
    summary: "Change a billing profile",
    description:
      "Changes any of the fields; the profile with the changes applied is validated as a whole (a new country is " +
      `checked against the stored VAT ID, a new phone region against the stored number). ${ownOnly} ${locked}`,
    tag: "users",
    params: profilePathParams,
    body: profileUpdateSchema,
    response: { name: "Profile", schema: profileDto, description: "The changed profile" },
    errors: [401, 403, 404, 422],
  },
  {
    path: "/api/users/profile/profiles/{uid}",
    method: "delete",
    operationId: "deleteBillingProfile",
    summary: "Delete a billing profile",
    description: `Deletes one of the caller's billing profiles; response_message is the translated confirmation. ${ownOnly} ${locked}`,
    tag: "users",
    params: profilePathParams,
    response: { name: "ProfileDeleted", schema: profileDeletedResponse, description: "The profile is deleted" },
    errors: [401, 403, 404, 422],
  },
];
