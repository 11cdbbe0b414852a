import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { expect, type Locator, type Page } from '@playwright/test';
import { catalogText, type Language } from './catalog.js';

// What a person reads on a screen, and what in it is meant for machines (codes, ids, machine dates, catalog keys) or
// left in English on a Bulgarian or Russian screen.

/** Nothing on the page is still loading: no skeleton region, no list waiting for its next page. */
export async function settle(page: Page, language: Language) {
  await expect(page.getByRole('status').filter({ hasText: catalogText(language, 'states.loading') })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens every 'Details' disclosure in a list, as a reader clicking each would. */
export async function openAllDetails(list: Locator) {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const closed = list.locator('details:not([open]) > summary');
  for (let count = await closed.count(); count > 0; count = await closed.count()) await closed.first().click();
}

/**
 * The visible text, the page's title, and the names, descriptions, titles and placeholders of what is shown. Text
 * marked as written in another language (a visitor's message, a name in Latin letters) is its writer's, not the app's.
 * Values typed into fields are not read: they are what a person entered.
 */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const language = document.documentElement.lang;
    const foreign = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? language) !== language;
    let text = document.body.innerText;
    for (const element of document.body.querySelectorAll<HTMLElement>('[lang]')) {
      if (foreign(element) && element.innerText) text = text.replace(element.innerText, ' ');
    }
    const parts = [document.title, text];
    const attributes = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      if (!element.checkVisibility() || foreign(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** Each line of a screen's text that holds a raw value or English words, named by the screen, with what was found. */
export function rawLines(screen: string, text: string): string[] {
  return text
    .split('\n')
    .map((line) => ({ line: line.trim(), found: [...findRawValues(line), ...findLatinWords(line)] }))
    .filter(({ found }) => found.length > 0)
    .map(({ line, found }) => `${screen}: ${found.join(', ')} in “${line.slice(0, 160)}”`);
}
