/** One page of GET /api/notifications, typed by the API's own response schema. */
export type { NotificationItem, NotificationsPage } from "@/lib/auth/schema";
