import type { sessions, users } from "@/lib/db/schema";

/**
 * The shapes the auth modules hand each other, kept apart from the modules that build them so that
 * users, sessions, the caller and the concurrent-refresh memo import one another one way only.
 */
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** A signed-in caller: the user and the session the request carries. */
export type Caller = { user: UserRow; session: SessionRow };

/** What sign-in and refresh answer. */
export type TokenPair = { access_token: string; refresh_token: string; token_type: "bearer"; expires_in: number; device_id: string };
