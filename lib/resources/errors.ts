import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/routing";
import { resourceText } from "./texts";

/** The same 404 for an unknown resource and another buyer's or organisation's (CONVENTIONS 15). */
export const resourceNotFound = (locale: Locale, uid: string) => notFound(resourceText(locale, "resourceNotFound", { id: uid.slice(0, 40) }));

/** A 409 with its code in the body. */
export const resourceConflict = (code: string, msg: string) => new ApiError(409, code, { msg, code });
