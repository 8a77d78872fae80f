import { z } from "zod";

/** Spec section 5 texts; the API answers them in Russian for ru callers, the forms translate them. */
export const VALIDATION = {
  email: "Please enter correct email",
  required: "This field is required",
  terms: "Required to agreed",
  code: "The code is 6 digits",
} as const;

export const emailField = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(254, { error: VALIDATION.email })
  .pipe(z.email({ error: VALIDATION.email }))
  .transform((e) => e.toLowerCase());

export const codeField = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .regex(/^\d{6}$/, { error: VALIDATION.code });

export const requestCodeSchema = z.object({ email: emailField }).meta({ description: "Where to send a sign-in code" });

export const signInSchema = z
  .object({
    email: emailField,
    code: codeField,
    /** Terms and privacy accepted: required on the first sign-in (sign-up). */
    terms_accepted: z.boolean().optional(),
  })
  .meta({ description: "The e-mail and the code it received" });

export const identityCodeSchema = z.object({ code: codeField });

export const emailChangeRequestSchema = z.object({ email: emailField });
export const emailChangeSchema = z.object({ email: emailField, code: codeField });

export const preferencesSchema = z
  .object({
    tableRows: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).optional(),
    supplierInterface: z.boolean().optional(),
    emailOnNewDevice: z.boolean().optional(),
  })
  .strict();

export const updateUserSchema = z
  .object({
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    locale: z.enum(["en", "ru"]).optional(),
    preferences: preferencesSchema.optional(),
  })
  .strict();

export const markReadSchema = z.object({ uids: z.array(z.string().regex(/^[a-f0-9]{24}$/)).max(200).optional() });

export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const sessionPathParams = z.object({ uid: z.string().regex(/^[a-f0-9]{24}$/, { error: "Not a session id" }) });

export const tokenPairResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int(),
});

export const userResponse = z.object({
  uid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  guest: z.boolean(),
  avatar: z.string().nullable(),
  locale: z.string(),
  preferences: preferencesSchema,
  created_at: z.string(),
  unlocked_until: z.string().nullable(),
  intercom_hash: z.string(),
});

/** GET /api/users/profile; the profile and e-mail changes add what happened. */
export const userAnswer = userResponse.extend({ response_message: z.string().optional().describe("What happened (changes only)") });

export const signInResponse = tokenPairResponse.extend({ user: userResponse, response_message: z.string() });

export const codeSentResponse = z.object({ response_message: z.string(), resend_after: z.number().int(), expires_in: z.number().int() });

export const messageResponse = z.object({ response_message: z.string() });

export const signedOutAllResponse = messageResponse.extend({ closed: z.number().int().describe("Sessions closed") });

export const csrfResponse = z.object({ csrf_token: z.string() });

export const sessionsResponse = z.object({
  items: z.array(
    z.object({
      uid: z.string(),
      device: z.string(),
      device_id: z.string(),
      user_agent: z.string(),
      ip: z.string(),
      method: z.string(),
      created_at: z.string(),
      last_used_at: z.string(),
      current: z.boolean(),
    }),
  ),
});

/** One open session as GET /api/users/access/sessions answers it. */
export type SessionItem = z.infer<typeof sessionsResponse>["items"][number];

export const unlockResponse = z.object({ unlocked_until: z.string(), response_message: z.string() });

export const notificationsResponse = z.object({
  items: z.array(
    z.object({ uid: z.string(), kind: z.string(), params: z.record(z.string(), z.string()), title: z.string(), body: z.string(), read: z.boolean(), created_at: z.string() }),
  ),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
});

/** One page of GET /api/notifications; title and body come translated. */
export type NotificationsPage = z.infer<typeof notificationsResponse>;
export type NotificationItem = NotificationsPage["items"][number];

export const unreadResponse = z.object({ unread: z.number().int(), response_message: z.string() });

export const intercomResponse = z.object({ hash: z.string(), user_id: z.string(), app_id: z.string().nullable() });
