import { signUpNewParent } from '../support/new-parent.js';
import { expect, type Page, test } from '@playwright/test';

// Issue 24: a fresh install prices in euro, Bulgaria's currency since 2026, written as each language writes euros
// (Bulgarian and Russian 22,90 €; English €22.90), and no lev appears anywhere a visitor or a parent looks. Figures
// from the demo club's price list: the girls' swimsuit 22.90; Beginners 10.00 a class (8 sessions: 80.00); Weekend
// beginners 80.00 a month, less the €2.50 second-class discount: 77.50.

const LANGUAGES = ['bg', 'en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

/** An amount as each language writes euros (the space is a no-break space). */
const euro = (major: string, language: Language) =>
  language === 'en' ? new RegExp(`€${major.replace('.', '\\.')}`) : new RegExp(`${major.replace('.', ',')}\\s€`);

const WORDS: Record<Language, { next: RegExp; weekend: RegExp; swimsuit: string }> = {
  bg: { next: /^Напред/, weekend: /^Уикенд начинаещи/, swimsuit: 'Бански „Делфин“ за момичета' },
  en: { next: /^Next/, weekend: /^Weekend beginners/, swimsuit: 'Delfin girls’ swimsuit' },
  ru: { next: /^Далее/, weekend: /^Начинающие по выходным/, swimsuit: 'Купальник «Делфин» для девочек' },
};

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
  const classes = (await (await page.request.get('/api/classes')).json()) as {
    id: string;
    title: { en?: string };
    location: { id: string };
  }[];
  const beginners = classes.find((item) => item.title.en === 'Beginners (ages 7–10)');
  const registered = await page.request.post('/api/registrations', {
    headers: { origin: baseURL ?? '' },
    data: {
      classId: beginners?.id,
      locationId: beginners?.location.id,
      planType: 'pool_8',
      child: {
        fullName: 'Мила Колева',
        firstName: 'Mila',
        lastName: 'Koleva',
        birthDate: '2018-06-14',
        gender: 'female',
        skillLevel: 'beginner',
        emergencyContact: 'Десислава Колева',
        emergencyPhone: '+359 888 402 118',
      },
    },
  });
  expect(registered.status()).toBe(201);
  const { childId } = (await registered.json()) as { childId: string };

  for (const language of LANGUAGES) {
    await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);

    // The pay page: next month is a whole month of 8 sessions at 10.00.
    await page.goto(`/child/${childId}/payment`);
    await expect(page.getByRole('main')).toContainText(euro('80.00', language));
    await expectNoLev(page);

    // The wizard's plans for a second class: unlimited at 80.00, and 77.50 with the second-class discount.
    await page.goto(`/enroll-child/${childId}`);
    await page.getByRole('radio', { name: /Spartak|Спартак/ }).check();
    await page.getByRole('button', { name: WORDS[language].next }).click();
    await page.getByRole('radio', { name: WORDS[language].weekend }).check();
    await page.getByRole('button', { name: WORDS[language].next }).click();
    const plans = page.getByRole('radiogroup').last();
    await expect(plans).toContainText(euro('80.00', language));
    await expect(plans).toContainText(euro('77.50', language));
    await expectNoLev(page);
  }
});
