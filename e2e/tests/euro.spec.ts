import { clubMonth } from '../support/club-month.js';
import { signUpNewParent } from '../support/new-parent.js';
import { registerChild } from '../support/register-child.js';
import { expect, type Page, test } from '@playwright/test';

// Issue 24: a fresh install prices in euro, Bulgaria's currency since 2026, written as each language writes euros
// (Bulgarian and Russian 22,90 €; English €22.90), and no lev appears anywhere a visitor or a parent looks. Figures
// from the demo club's price list: the girls' swimsuit 22.90; Beginners 10.00 a class (8 sessions: 80.00); Butterfly
// and turns (once a week: unlimited only) 105.00 a month, less the €2.50 second-class discount: 102.50.

const LANGUAGES = ['bg', 'en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

/** An amount as each language writes euros (the space is a no-break space). */
const euro = (major: string, language: Language) =>
  language === 'en' ? new RegExp(`€${major.replace('.', '\\.')}`) : new RegExp(`${major.replace('.', ',')}\\s€`);

const WORDS: Record<Language, { locale: string; next: RegExp; butterfly: RegExp; swimsuit: string }> = {
  bg: {
    locale: 'bg-BG',
    next: /^Напред/,
    butterfly: /^Бътерфлай и обръщания/,
    swimsuit: 'Бански „Делфин“ за момичета',
  },
  en: { locale: 'en-GB', next: /^Next/, butterfly: /^Butterfly and turns/, swimsuit: 'Delfin girls’ swimsuit' },
  ru: {
    locale: 'ru-RU',
    next: /^Далее/,
    butterfly: /^Баттерфляй и повороты/,
    swimsuit: 'Купальник «Делфин» для девочек',
  },
};

/** Next month's radio on the pay page, named as the language names a month: 'декември 2026', 'December 2026'. */
function nextMonthName(language: Language): RegExp {
  const [year, month] = clubMonth(1).split('-').map(Number) as [number, number];
  const name = new Intl.DateTimeFormat(WORDS[language].locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return new RegExp(`^${name} ${year}`, 'i');
}

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
}

async function expectNoLev(page: Page) {
  await expect(page.locator('body')).not.toContainText(/лв\.|BGN/);
}

for (const language of LANGUAGES) {
  test(`a visitor sees the shop and the home page in euro (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/shop');
    const swimsuit = page.getByRole('listitem').filter({ hasText: WORDS[language].swimsuit });
    await expect(swimsuit).toContainText(euro('22.90', language));
    await expectNoLev(page);
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoLev(page);
  });
}

test('a family sees the wizard and the pay page in euro, in every language', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpNewParent(page, baseURL ?? '', 'Десислава Колева');
  const childId = await registerChild(page.request, baseURL ?? '', {
    classTitle: 'Beginners (ages 7–10)',
    fullName: 'Мила Колева',
    latin: 'Mila Koleva',
    birthDate: '2018-06-14',
    gender: 'female',
    emergencyContact: 'Десислава Колева',
    emergencyPhone: '+359 888 402 118',
  });

  for (const language of LANGUAGES) {
    await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);

    // The pay page: next month is a whole month of 8 sessions at 10.00.
    await page.goto(`/child/${childId}/payment`);
    const next = page.getByRole('radio', { name: nextMonthName(language) });
    await next.check();
    await expect(next).toHaveAccessibleDescription(euro('80.00', language));
    await expectNoLev(page);

    // The wizard's plans for a second class: unlimited at 105.00, and 102.50 with the second-class discount.
    await page.goto(`/enroll-child/${childId}`);
    await page.getByRole('radio', { name: /Spartak|Спартак/ }).check();
    await page.getByRole('button', { name: WORDS[language].next }).click();
    await page.getByRole('radio', { name: WORDS[language].butterfly }).check();
    await page.getByRole('button', { name: WORDS[language].next }).click();
    const plans = page.getByRole('radiogroup').last();
    await expect(plans).toContainText(euro('105.00', language));
    await expect(plans).toContainText(euro('102.50', language));
    await expectNoLev(page);
  }
});
