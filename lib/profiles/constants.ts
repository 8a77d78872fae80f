/**
 * Limits of billing profiles, without the validation code (the profiles list imports these
 * without loading the phone metadata the form needs).
 */

/** Most profiles one user keeps. */
export const MAX_PROFILES_PER_USER = 50;

/** Longest accepted text per field (the database column sizes; the phone as typed, with its spaces). */
export const PROFILE_FIELD_MAX = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone_number: 32,
  phone_region: 2,
  city: 100,
  zip_code: 20,
  address: 255,
  state: 100,
  country: 2,
  vat_id: 20,
  company_name: 200,
} as const;

export type ProfileField = keyof typeof PROFILE_FIELD_MAX;

/** The fields in the order the form shows them (and errors are listed). */
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_MAX) as ProfileField[];
