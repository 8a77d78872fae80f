import { getCatalogueStats } from "@/lib/catalogue/queries";
import { publicJson, route } from "@/lib/api/respond";
import { DEFAULT_ESTIMATED_DELIVERY_MINUTES, publicSettings, type SettingsResponse } from "@/lib/api/settings";

export const GET = route("getSettings", async (ctx) => {
  const stats = await getCatalogueStats();
  const body: SettingsResponse = {
    ...publicSettings,
    locales: [...publicSettings.locales],
    byte_units: [...publicSettings.byte_units],
    offer_count: stats.offerCount,
    estimated_delivery_minutes: stats.averageDeliveryMinutes || DEFAULT_ESTIMATED_DELIVERY_MINUTES,
  };
  return publicJson(ctx, body);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
