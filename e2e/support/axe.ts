import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page with axe and fails on serious or critical violations. Toasts are scanned too, but only once their
 * entrance animation has finished: mid-fade their text is measured against a half-transparent background.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Toasts settled: mounted, fully shown, and no fade running inside them. A new toast fades the content of the one
  // behind it out over 400 ms; scanned midway, that half-transparent text fails colour contrast (seen in CI).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
      (toast) =>
        toast.dataset.mounted === 'true' &&
        getComputedStyle(toast).opacity === '1' &&
        toast
          .getAnimations({ subtree: true })
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
    ),
  );
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
