import { z } from "zod";

/**
 * The card form of the demo payment page (POST /api/payments/demo/{session}). Messages are keys of
 * `demoPay.errors`, translated by the form. Belongs in lib/payments once the route handler parses the
 * same schema (CONVENTIONS 2).
 */

/** Luhn checksum (ISO/IEC 7812-1): catches a mistyped digit; every test card passes it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** True while the card is valid: through the last day of its expiry month. */
export function expiryInFuture(mmYy: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(mmYy);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const demoCardSchema = z.object({
  card_number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, "required").regex(/^\d{12,19}$/, "cardNumber").refine(luhnValid, "cardNumber")),
  expiry: z
    .string()
    .transform((s) => s.replace(/\s/g, "").replace(/^(\d{2})(\d{2})$/, "$1/$2"))
    .pipe(
      z
        .string()
        .min(1, "required")
        .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "expiryFormat")
        .refine((v) => expiryInFuture(v), "expiryPast"),
    ),
  cvc: z.string().trim().min(1, "required").regex(/^\d{3,4}$/, "cvc"),
  name: z.string().trim().min(1, "required").max(100, "nameLength"),
});

export type DemoCardInput = z.input<typeof demoCardSchema>;
export type DemoCard = z.output<typeof demoCardSchema>;
