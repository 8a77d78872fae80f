/**
 * Leaves the app for a payment page (the provider's, or back from the demo provider): a full page load,
 * since the provider's page is another site. One place, so tests can watch it.
 */
export function leaveTo(url: string) {
  window.location.assign(url);
}
