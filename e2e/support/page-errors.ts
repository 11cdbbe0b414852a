import type { Page } from '@playwright/test';

/** Collects a page's console errors and uncaught exceptions, from now on, into the returned list. */
export function watchErrors(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(error.message));
  return found;
}
