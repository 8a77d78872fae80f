import { z } from "zod";
import { DEFAULT_OFFER_PAGE_SIZE } from "@/lib/catalogue/schema";

/** Spec section 9, as GET /api/core/settings publishes it. */
export const publicSettings = {
  currency: "EUR",
  locales: ["en-US", "ru-RU"],
  default_locale: "en-US",
  page_sizes: { offers: DEFAULT_OFFER_PAGE_SIZE, cart: 10, documents: 10 },
  notifications: { timeout_ms: 5000, position: "bottom" },
  cookies: {
    names: { access: "application_user_access", device_id: "application-device-id", tables: "application-tables" },
    max_age_days: 30,
    same_site: "strict",
    secure: true,
  },
  storage_keys: {
    locale: "locale",
    user_profile: "application_user_profile",
    supplier_interface: "is_supplier_interface",
    organisation_registration_prefix: "ORGANISATION_REGISTRATION",
  },
  byte_units: ["B", "KB", "MB", "GB", "TB", "PB"],
  byte_unit_step: 1024,
  structured_data_currency: "EUR",
  head_refresh_ms: 50,
  login_popup_flag_ms: 100,
} as const;

/** Marketing copy promises a resource ready in 15 minutes (spec section 1) when no offer says otherwise. */
export const DEFAULT_ESTIMATED_DELIVERY_MINUTES = 15;

export const settingsResponse = z.object({
  currency: z.literal("EUR"),
  locales: z.array(z.string()),
  default_locale: z.string(),
  page_sizes: z.object({ offers: z.number().int(), cart: z.number().int(), documents: z.number().int() }),
  notifications: z.object({ timeout_ms: z.number().int(), position: z.enum(["top", "bottom"]) }),
  cookies: z.object({
    names: z.object({ access: z.string(), device_id: z.string(), tables: z.string() }),
    max_age_days: z.number().int(),
    same_site: z.enum(["strict", "lax", "none"]),
    secure: z.boolean(),
  }),
  storage_keys: z.object({
    locale: z.string(),
    user_profile: z.string(),
    supplier_interface: z.string(),
    organisation_registration_prefix: z.string(),
  }),
  byte_units: z.array(z.string()),
  byte_unit_step: z.number().int(),
  structured_data_currency: z.literal("EUR"),
  head_refresh_ms: z.number().int(),
  login_popup_flag_ms: z.number().int(),
  offer_count: z.number().int().min(0).describe("Public offers in the catalogue"),
  estimated_delivery_minutes: z.number().int().min(0).describe("Average delivery time of public offers"),
});

export type SettingsResponse = z.infer<typeof settingsResponse>;
