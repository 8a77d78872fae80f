import { z } from "zod";
import type { RouteDoc } from "@/lib/api/route-doc";
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  dataCenterCreateSchema,
  dataCenterListQuery,
  dataCenterUpdateSchema,
  idPathParams,
  optionCreateSchema,
  optionPathParams,
  optionUpdateSchema,
  productCreateSchema,
  productListQuery,
  productUpdateSchema,
  uidPathParams,
} from "./schema";
import { articleCreateSchema, articleListQuery, articleUpdateSchema } from "@/lib/articles/staff-schema";
import {
  staffArticleAnswer,
  staffArticlePageResponse,
  staffCategoriesResponse,
  staffCategoryChangedResponse,
  staffDataCenterChangedResponse,
  staffDataCenterPageResponse,
  staffOptionChangedResponse,
  staffOptionDeletedResponse,
  staffOptionsResponse,
  staffProductAnswer,
  staffProductPageResponse,
} from "./api-views";

// Each answer's schema by its component name (one schema per name: the document registers components by identity).
const answers = {
  StaffArticle: staffArticleAnswer,
  StaffArticlePage: staffArticlePageResponse,
  StaffCategories: staffCategoriesResponse,
  StaffCategory: staffCategoryChangedResponse,
  StaffDataCenter: staffDataCenterChangedResponse,
  StaffDataCenterPage: staffDataCenterPageResponse,
  StaffDeleted: staffOptionDeletedResponse,
  StaffProduct: staffProductAnswer,
  StaffProductOption: staffOptionChangedResponse,
  StaffProductOptions: staffOptionsResponse,
  StaffProductPage: staffProductPageResponse,
} satisfies Record<string, z.ZodType>;
/** A JSON answer: its component name in the OpenAPI document and its schema (./api-views.ts), and what it is. */
const r = (name: keyof typeof answers, description: string) => ({ name, schema: answers[name], description });
const staff = "Marketplace staff only (users granted with `npm run admin -- grant EMAIL`): others get 403, signed-out callers 401.";
const write = `${staff} Field errors and taken slugs or keys answer 422 at the field. Every change is public at once (the catalogue's cache tags are expired).`;

type Doc = Omit<RouteDoc, "tag">;
const doc = (d: Doc): RouteDoc => ({ tag: "staff", ...d }) as RouteDoc;

/** Staff upkeep of the catalogue: products, their options, categories and data centers (lib/catalogue-staff). */
export const catalogueStaffRoutes: RouteDoc[] = [
  doc({ path: "/api/staff/catalogue/products", method: "get", operationId: "staffListProducts", summary: "Products, active or not", description: `${staff} Filtered by q (slug or name), category slug and is_active.`, query: productListQuery, response: r("StaffProductPage", "items, total, page, size, pages"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/catalogue/products", method: "post", operationId: "staffCreateProduct", summary: "Create a product", description: write, body: productCreateSchema, status: 201, response: r("StaffProduct", "The product with its options"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/catalogue/products/{id}", method: "get", operationId: "staffGetProduct", summary: "One product with its options", description: `${staff} An id that is not a known product's numeric id answers 404.`, params: idPathParams, response: r("StaffProduct", "The product with its options"), errors: [401, 403, 404] }),
  doc({ path: "/api/staff/catalogue/products/{id}", method: "patch", operationId: "staffUpdateProduct", summary: "Change a product", description: `${write} An inactive product leaves the catalogue, its listing and offer pages (404), search, the API and the sitemap.`, params: idPathParams, body: productUpdateSchema, response: r("StaffProduct", "The product with its options"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/staff/catalogue/products/{id}/options", method: "get", operationId: "staffListProductOptions", summary: "A product's options", description: staff, params: idPathParams, response: r("StaffProductOptions", "items"), errors: [401, 403, 404] }),
  doc({ path: "/api/staff/catalogue/products/{id}/options", method: "post", operationId: "staffCreateProductOption", summary: "Add an option buyers configure per instance", description: `${write} The key is unique per product; buyers' carts list the new field at once, and a required one keeps existing instances invalid until configured.`, params: idPathParams, body: optionCreateSchema, status: 201, response: r("StaffProductOption", "The option"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/staff/catalogue/products/{id}/options/{key}", method: "patch", operationId: "staffUpdateProductOption", summary: "Change an option", description: `${write} values, when given, replace the whole list.`, params: optionPathParams, body: optionUpdateSchema, response: r("StaffProductOption", "The option"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/staff/catalogue/products/{id}/options/{key}", method: "delete", operationId: "staffDeleteProductOption", summary: "Remove an option", description: write, params: optionPathParams, response: r("StaffDeleted", "The removed key"), errors: [401, 403, 404] }),
  doc({ path: "/api/staff/catalogue/categories", method: "get", operationId: "staffListCategories", summary: "Categories with product counts", description: staff, response: r("StaffCategories", "items"), errors: [401, 403] }),
  doc({ path: "/api/staff/catalogue/categories", method: "post", operationId: "staffCreateCategory", summary: "Create a category", description: `${write} The slug may not be a fixed page's first path segment.`, body: categoryCreateSchema, status: 201, response: r("StaffCategory", "The category"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/catalogue/categories/{id}", method: "patch", operationId: "staffUpdateCategory", summary: "Change a category", description: write, params: idPathParams, body: categoryUpdateSchema, response: r("StaffCategory", "The category"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/staff/catalogue/data-centers", method: "get", operationId: "staffListDataCenters", summary: "Data centers with offer counts", description: `${staff} Filtered by q (name, city or uid).`, query: dataCenterListQuery, response: r("StaffDataCenterPage", "items, total, page, size, pages"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/catalogue/data-centers", method: "post", operationId: "staffCreateDataCenter", summary: "Create a data center", description: write, body: dataCenterCreateSchema, status: 201, response: r("StaffDataCenter", "The data center"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/catalogue/data-centers/{id}", method: "patch", operationId: "staffUpdateDataCenter", summary: "Change a data center", description: write, params: uidPathParams, body: dataCenterUpdateSchema, response: r("StaffDataCenter", "The data center"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/staff/articles", method: "get", operationId: "staffListArticles", summary: "Articles, newest first", description: staff, query: articleListQuery, response: r("StaffArticlePage", "items, total, page, size, pages"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/articles", method: "post", operationId: "staffCreateArticle", summary: "Publish an article", description: `${write} Title, excerpt and a Markdown body in English and Russian (raw HTML shows as text; only http(s), mailto and site links). Body up to 256 KB.`, body: articleCreateSchema, status: 201, response: r("StaffArticle", "The article"), errors: [401, 403, 422] }),
  doc({ path: "/api/staff/articles/{id}", method: "get", operationId: "staffGetArticle", summary: "One article", description: staff, params: idPathParams, response: r("StaffArticle", "The article"), errors: [401, 403, 404] }),
  doc({ path: "/api/staff/articles/{id}", method: "patch", operationId: "staffUpdateArticle", summary: "Change an article", description: write, params: idPathParams, body: articleUpdateSchema, response: r("StaffArticle", "The article"), errors: [401, 403, 404, 422] }),
];
