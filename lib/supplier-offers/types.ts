import type { z } from "zod";
import type { bulkResultDto, importPlanDto, importResultDto, ipBlockDto, offerImagesDto, staffIpBlockDto, supplierOfferDto, supplierOfferPageResponse } from "./api-views";

/** The supplier offers API's answers, read from their schemas (./api-views.ts): one definition for the routes and the pages. */
export type SupplierOffer = z.infer<typeof supplierOfferDto>;
export type SupplierOfferPage = z.infer<typeof supplierOfferPageResponse>;
/** POST /api/supplier/offers/import/preview: what a commit of the file would do; it writes nothing. */
export type ImportPlan = z.infer<typeof importPlanDto>;
/** POST /api/supplier/offers/import/commit: what the import did (the route adds `response_message`). */
export type ImportResult = z.infer<typeof importResultDto>;
export type BulkResultView = z.infer<typeof bulkResultDto>;
export type OfferImagesAnswer = z.infer<typeof offerImagesDto>;
export type IpBlockAnswer = z.infer<typeof ipBlockDto>;
export type StaffIpBlockAnswer = z.infer<typeof staffIpBlockDto>;
