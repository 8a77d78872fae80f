/** Dispatched on `window` when notifications were marked read elsewhere on the page (the bell reloads its count). */
export const NOTIFICATIONS_EVENT = "notifications:changed";

export function announceNotificationsChanged() {
  window.dispatchEvent(new Event(NOTIFICATIONS_EVENT));
}
