/** One page of GET /api/notifications (docs/accounts-api.md); title and body come translated. */
export type NotificationItem = { uid: string; kind: string; params: Record<string, string>; title: string; body: string; read: boolean; created_at: string };
export type NotificationsPage = { items: NotificationItem[]; total: number; unread: number; page: number; size: number; pages: number };
