import {
  categoriesResponse,
  filtersConfigResponse,
  offerCountriesResponse,
  offerDto,
  offerPageResponse,
  productOptionsResponse,
} from "@/lib/catalogue/api-views";
import { listingQuerySchema } from "@/lib/catalogue/schema";
import { setOfferStatusResponse, setOfferStatusSchema } from "@/lib/catalogue/actions-schema";
import { fingerprintResponse, mediaPathParams, offerPathParams, optionalProductQuery, productOptionsQuery } from "./schemas";
import { settingsResponse } from "./settings";
import { accountRoutes } from "@/lib/auth/api-docs";
import { profileRoutes } from "@/lib/profiles/api-docs";
import { buyingRoutes } from "@/lib/orders/api-docs";
import { organizationRoutes } from "@/lib/organizations/api-docs";
import { documentRoutes } from "@/lib/organizations/documents-api-docs";
import { supplierOfferRoutes } from "@/lib/supplier-offers/api-docs";
import { deliveryRoutes } from "@/lib/resources/api-docs";
import { catalogueStaffRoutes } from "@/lib/catalogue-staff/api-docs";
import { routeAccess, type Access } from "./access";
import type { RouteDoc } from "./route-doc";

export type { RouteDoc } from "./route-doc";


/** A documented operation with who may call it (lib/api/access.ts). */
export type ApiRoute = RouteDoc & { access: Access };

/**
 * Every route under app/api/ (except the JSON 404 catch-all), in one list, each with the access its
 * operation declares. The OpenAPI document is built from it; tests/unit/api/route-registry.test.ts
 * checks each app/api/**\/route.ts file and method appears here and nothing else does.
 */
export const apiRoutes: ApiRoute[] = ([
  ...accountRoutes,
  ...profileRoutes,
  ...buyingRoutes,
  ...organizationRoutes,
  ...documentRoutes,
  ...supplierOfferRoutes,
  ...deliveryRoutes,
  ...catalogueStaffRoutes,
  {
    path: "/api/catalog/categories",
    method: "get",
    operationId: "listCategories",
    summary: "Categories with their products",
    description: "Every category with its products, each with its public offer count and lowest price.",
    tag: "catalog",
    response: { name: "CategoriesResponse", schema: categoriesResponse, description: "The catalogue tree" },
    errors: [],
  },
  {
    path: "/api/catalog/categories/product-options",
    method: "get",
    operationId: "listProductOptions",
    summary: "Configuration options of a product",
    description: "The choices a buyer makes when configuring an offer of the product (OS, IPv4, backups...).",
    tag: "catalog",
    query: productOptionsQuery,
    response: { name: "ProductOptionsResponse", schema: productOptionsResponse, description: "The product's options" },
    errors: [404, 422],
  },
  {
    path: "/api/offers",
    method: "get",
    operationId: "listOffers",
    summary: "Public offers, one page",
    description:
      "Public offers filtered by product, supplier, country, price and the product's facet filters " +
      "(keys and values from GET /api/core/filters/config; comma-separated values are alternatives). " +
      "Facet filters need product_slug; an unknown filter key answers 422, an unknown product 404.",
    tag: "offers",
    query: listingQuerySchema,
    facetFilters: true,
    response: { name: "OfferPage", schema: offerPageResponse, description: "One page of offers" },
    errors: [404, 422],
  },
  {
    path: "/api/offers/marketplace",
    method: "get",
    operationId: "listMarketplaceOffers",
    summary: "Marketplace view of public offers",
    description:
      "The offer listing as the public marketplace shows it. Same parameters and answer as GET /api/offers: " +
      "only public offers of any supplier are listed.",
    tag: "offers",
    query: listingQuerySchema,
    facetFilters: true,
    response: { name: "OfferPage", schema: offerPageResponse, description: "One page of offers" },
    errors: [404, 422],
  },
  {
    path: "/api/offers/countries",
    method: "get",
    operationId: "listOfferCountries",
    summary: "Countries with public offers",
    description: "Countries where public offers are located, with their offer counts and names in the answer language.",
    tag: "offers",
    query: optionalProductQuery,
    response: { name: "OfferCountriesResponse", schema: offerCountriesResponse, description: "Countries" },
    errors: [404, 422],
  },
  {
    path: "/api/offers/{id}",
    method: "get",
    operationId: "getOffer",
    summary: "One public offer",
    description: "A public offer by uid. Hidden and unknown offers answer 404.",
    tag: "offers",
    params: offerPathParams,
    response: { name: "Offer", schema: offerDto, description: "The offer" },
    errors: [404, 422],
  },
  {
    path: "/api/media/{id}",
    method: "get",
    operationId: "getMedia",
    summary: "Stored image bytes",
    description:
      "The image with its stored content type, cacheable for a year (ids are immutable). Answers 304 to a " +
      "matching If-None-Match. SVG is sent with a restrictive Content-Security-Policy.",
    tag: "media",
    params: mediaPathParams,
    response: { mediaType: "image/*", description: "The image bytes" },
    errors: [304, 404, 422],
  },
  {
    path: "/api/core/filters/config",
    method: "get",
    operationId: "getFiltersConfig",
    summary: "Listing filters of every product",
    description: "For each active product: its filters with the values in use and their offer counts, and the price range in EUR.",
    tag: "core",
    query: optionalProductQuery,
    response: { name: "FiltersConfigResponse", schema: filtersConfigResponse, description: "Filters per product" },
    errors: [404, 422],
  },
  {
    path: "/api/core/settings",
    method: "get",
    operationId: "getSettings",
    summary: "Public settings",
    description: "Business constants the client needs (spec section 9) and catalogue figures.",
    tag: "core",
    response: { name: "SettingsResponse", schema: settingsResponse, description: "Settings" },
    errors: [],
  },
  {
    path: "/api/documentation/openapi.json",
    method: "get",
    operationId: "getOpenApiDocument",
    summary: "This document",
    tag: "documentation",
    response: { mediaType: "application/json", description: "The OpenAPI 3.1 document" },
    errors: [],
  },
  {
    path: "/api/internal/catalogue/offers/status",
    method: "post",
    operationId: "setOffersStatus",
    summary: "Publish or hide offers (staff)",
    description:
      "Catalogue upkeep until the staff area exists: sets the status of up to 500 offers and expires every cached " +
      "page and answer they appear in. Needs Authorization: Bearer <INTERNAL_API_TOKEN>; answers 404 when no token is configured.",
    tag: "internal",
    body: setOfferStatusSchema,
    response: { name: "SetOfferStatusResponse", schema: setOfferStatusResponse, description: "What changed" },
    errors: [401, 404, 422],
  },
  {
    path: "/api/internal/database/fingerprint",
    method: "get",
    operationId: "getDatabaseFingerprint",
    summary: "Database fingerprint (staff)",
    description:
      "Row count and a hash of the contents of every table, for tests that check a refused request changed nothing. Leaves out what " +
      "refused requests change on purpose (rate-limit events, a code's failed attempts, a session's last use, " +
      "secrets made on first use). Test-only: answers 404 unless the server runs with TEST_DATABASE_FINGERPRINT_API=1 (the test runner; " +
      "a deployment refuses to start with it). Needs Authorization: Bearer <INTERNAL_API_TOKEN>; answers 404 when no token is configured.",
    tag: "internal",
    response: { name: "DatabaseFingerprint", schema: fingerprintResponse, description: "Hashes per table" },
    errors: [401, 404],
  },
] satisfies RouteDoc[]).map((doc) => ({ ...doc, access: routeAccess[doc.operationId] }));
