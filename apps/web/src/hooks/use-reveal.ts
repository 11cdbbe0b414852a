import { useEffect, useRef } from 'react';

/**
 * For a result that appears in place of a form (a payment's outcome, a paid order): when it appears, and again when
 * `key` changes (e.g. 'processing' becomes 'paid'), brings it on screen if it is not wholly there and moves focus to
 * it, so a screen reader reads it and a phone shows it rather than the footer the form's button left the page at.
 * Give the element tabIndex={-1} and a scroll margin for the sticky header (scroll-mt-24).
 */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger, not a value the effect reads
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { top, bottom } = element.getBoundingClientRect();
    const headerSpace = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (top < headerSpace || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
