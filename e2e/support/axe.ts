import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page with axe and fails on serious or critical violations. Toasts are scanned too, but only once their
 * entrance animation has finished: mid-fade their text is measured against a half-transparent background.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
      (toast) => toast.dataset.mounted === 'true' && getComputedStyle(toast).opacity === '1',
    ),
  );
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
