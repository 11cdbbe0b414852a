// The moment the page being taken over was rendered on the server. What a page shows of the current time (the year in
// the footer) is read from this moment while the browser takes a server-rendered page over, so both renders read the
// same clock: a page kept since before midnight (or a device whose clock is off) is taken over as it is, then brought
// up to the device's time by React right after.
let renderedAt: number | null = null;

/** Set by the server before it renders a page, and by the browser from the page's state before taking it over. */
export function setRenderedAt(ms: number | null): void {
  renderedAt = ms;
}

/** The server render's moment (ms since the epoch), or now when no server-rendered page is being taken over. */
export function getRenderedAt(): number {
  return renderedAt ?? Date.now();
}
