import { z } from "zod";

/** GET /api/staff/payments: which of the money-safety statuses to list. */
export const staffPaymentsQuery = z.strictObject({ status: z.enum(["review", "refunding", "refunded"]).default("review") });
export type StaffPaymentStatus = z.output<typeof staffPaymentsQuery>["status"];
