import "server-only";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import type { NotificationItem } from "@/lib/auth/schema";
import { newUid } from "@/lib/auth/tokens";
import { notificationText, type NotificationKind } from "./texts";

/** Adds a notification for `userId` (shown translated when listed). */
export async function createNotification(userId: number, kind: NotificationKind, params: Record<string, string> = {}): Promise<void> {
  const db = await getDb();
  await db.insert(notifications).values({ uid: newUid(), userId, kind, params });
}

export type NotificationView = NotificationItem;

/** One page of the user's notifications, newest first, with the unread count. */
export async function listNotifications(userId: number, locale: Locale, page: number, size: number) {
  const db = await getDb();
  const mine = eq(notifications.userId, userId);
  const [[{ total, unread }], rows] = await Promise.all([
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(mine),
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(size).offset((page - 1) * size),
  ]);
  const items: NotificationView[] = rows.map((n) => ({
    uid: n.uid,
    kind: n.kind,
    params: n.params,
    ...notificationText(locale, n.kind, n.params),
    read: n.readAt !== null,
    created_at: n.createdAt.toISOString(),
  }));
  return { items, total, unread, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}

/** Marks the given notifications of the user (or all of them) as read; answers the unread count. */
export async function markNotificationsRead(userId: number, uids: string[] | undefined): Promise<number> {
  const db = await getDb();
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (uids) conditions.push(inArray(notifications.uid, uids.length ? uids : ["-"]));
  await db.update(notifications).set({ readAt: new Date() }).where(and(...conditions));
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}
