/**
 * Type-level ties between the functions that build API answers and the answer schemas the OpenAPI
 * document shows (lib/<domain>/api-views.ts): each line fails typecheck when a builder's result no
 * longer fits its schema (a field renamed, removed, or of another type). Fields a builder adds
 * beyond the schema are caught at run time instead: the API run checks every answer strictly
 * (./answer-check.ts). Types only: nothing here runs or imports it; typecheck reads it.
 */
import type { z } from "zod";
import type * as cart from "@/lib/cart/service";
import type * as orders from "@/lib/orders/service";
import type * as payments from "@/lib/payments/service";
import type * as staffPayments from "@/lib/payments/staff";
import type * as invoices from "@/lib/invoices/service";
import type * as resources from "@/lib/resources/queries";
import type * as delivery from "@/lib/resources/delivery";
import type * as support from "@/lib/resources/support";
import type * as actions from "@/lib/resources/action-service";
import type * as organizations from "@/lib/organizations/service";
import type * as orgStaff from "@/lib/organizations/staff";
import type * as documents from "@/lib/organizations/documents";
import type * as cartViews from "@/lib/cart/api-views";
import type * as orderViews from "@/lib/orders/api-views";
import type * as resourceViews from "@/lib/resources/api-views";
import type * as orgViews from "@/lib/organizations/api-views";

/** `Built` (what a function returns, nulls for "not found" removed) fits the answer schema `S`. */
type Fits<Built, S extends z.ZodType> = [NonNullable<Awaited<Built>>] extends [z.infer<S>] ? true : false;
type Expect<T extends true> = T;
type Result<F extends (...args: never[]) => unknown> = ReturnType<F>;

export type AnswerContracts = [
  // The cart item's fields are built from a discriminated union the compiler widens; the API run checks them.
  Expect<Fits<Omit<cart.CartItemDto, "fields">, ReturnType<typeof cartViews.cartItemDto.omit<{ fields: true }>>>>,
  Expect<Fits<Result<typeof cart.cartSummary>, typeof cartViews.cartSummaryResponse>>,
  Expect<Fits<Result<typeof cart.cartValidity>, typeof cartViews.cartValidityResponse>>,
  Expect<Fits<Result<typeof orders.listOrders>, typeof orderViews.orderPageResponse>>,
  Expect<Fits<Result<typeof orders.orderDetail>, typeof orderViews.orderDetailResponse>>,
  Expect<Fits<Result<typeof orders.repeatOrder>, typeof orderViews.repeatResponse>>,
  Expect<Fits<Result<typeof orders.startDraft>, typeof orderViews.draftDto>>,
  Expect<Fits<Result<typeof payments.paymentDto>, typeof orderViews.paymentDto>>,
  Expect<Fits<Result<typeof payments.checkOrderPayment>, typeof orderViews.paymentCheckResponse>>,
  Expect<Fits<Result<typeof payments.demoSession>, typeof orderViews.demoSessionResponse>>,
  Expect<Fits<Result<typeof staffPayments.staffPayments>, typeof orderViews.staffPaymentsResponse>>,
  Expect<Fits<Result<typeof invoices.listInvoices>, typeof orderViews.invoicePageResponse>>,
  Expect<Fits<Result<typeof invoices.invoiceDetail>, typeof orderViews.invoiceDetailResponse>>,
  Expect<Fits<Result<typeof resources.listResources>, typeof resourceViews.resourcePageResponse>>,
  Expect<Fits<Result<typeof resources.resourceDetail>, typeof resourceViews.resourceDetailResponse>>,
  Expect<Fits<Result<typeof delivery.listDeliveryQueue>, typeof resourceViews.deliveryResourcePageResponse>>,
  Expect<Fits<Result<typeof delivery.deliverySummary>, typeof resourceViews.deliverySummaryResponse>>,
  Expect<Fits<Result<typeof delivery.getDeliveryResource>, typeof resourceViews.deliveryResourceAnswer>>,
  Expect<Fits<Result<typeof delivery.revealForBuyer>, typeof resourceViews.resourceAccessResponse>>,
  Expect<Fits<Result<typeof support.listSupport>, typeof resourceViews.supportThreadsResponse>>,
  Expect<Fits<Result<typeof support.listOrganizationSupport>, typeof resourceViews.supportRequestPageResponse>>,
  Expect<Fits<Result<typeof actions.requestAction>, typeof resourceViews.pendingActionDto>>,
  // permissions is a readonly list of actions in lib, a list of strings in the answer.
  Expect<Fits<Omit<Awaited<Result<typeof organizations.myOrganization>>, "permissions">, ReturnType<typeof orgViews.organizationDto.omit<{ permissions: true }>>>>,
  Expect<Fits<Result<typeof organizations.listWorkflow>, typeof orgViews.workflowListResponse>>,
  Expect<Fits<Result<typeof organizations.staffQueue>, typeof orgViews.staffQueueResponse>>,
  Expect<Fits<Result<typeof orgStaff.staffOrganization>, typeof orgViews.staffOrganizationResponse>>,
  Expect<Fits<Result<typeof documents.listDocuments>, typeof orgViews.documentPageResponse>>,
];
