/** Leaves the app for the card provider's hosted checkout (a module of its own so tests can replace it). */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
