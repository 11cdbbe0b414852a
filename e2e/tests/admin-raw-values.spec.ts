import { workAnAdminDay } from '../support/admin-day.js';
import { catalogPattern, catalogStart, catalogText, type Language } from '../support/catalog.js';
import { openAllDetails, rawLines, readableText, settle } from '../support/readable-text.js';
import { openSignedInContext } from '../support/session.js';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

// Every screen of the admin console in Bulgarian and in Russian, as the demo admin reads it: no code (a raw enum value
// such as 'cash' or 'requested_by_customer'), UUID, 'YYYY-MM' or ISO date, catalog key or English word. First the
// admin works a day that fills the audit log and the money screens with every kind of record (support/admin-day.ts);
// then each area and its sections, representative detail dialogs and a child's record are read: the visible text and
// the accessible names, titles and placeholders. The admin signs in once; the areas are opened by their tabs.

const ADMIN = 'admin@delfin-swim.bg';
const LANGUAGES = ['bg', 'ru'] as const;

type Find = (page: Page, language: Language) => Locator;
type Screen = {
  name: string;
  /** Catalog keys of the tabs clicked to reach it: the console's area, then the area's own section. */
  tabs: string[];
  /** What a person waits to see before reading it. */
  ready: Find[];
  /** What they do first (choose a period). */
  act?: Find;
  /** A list whose every 'Details' disclosure they open. */
  expand?: Find;
};
type Dialog = { name: string; tabs: string[]; opener: Find; dialog: Find };

const list =
  (key: string): Find =>
  (page, l) =>
    page.getByRole('list', { name: catalogText(l, key), exact: true });
const heading =
  (key: string): Find =>
  (page, l) =>
    page.getByRole('heading', { name: catalogText(l, key) });
/** An area or section that is one list, named by the catalog's `key`. */
const listed = (name: string, tabs: string[], key: string, expand = false): Screen => ({
  name,
  tabs,
  ready: [list(key)],
  ...(expand ? { expand: list(key) } : {}),
});

/** Every area of the console (admin-console.tsx) and each of its sections. */
const SCREENS: Screen[] = [
  listed('users', ['admin.tabs.users'], 'admin.users.listLabel'),
  {
    name: 'analytics, all time',
    tabs: ['admin.tabs.analytics'],
    act: (page, l) => page.getByRole('button', { name: catalogText(l, 'admin.analytics.ranges.all') }),
    // The charts draw once they know their size: their legends show they have.
    ready: [
      (page, l) =>
        page
          .getByRole('figure', { name: catalogText(l, 'admin.analytics.capacityChart') })
          .getByText(catalogText(l, 'admin.analytics.free'), { exact: true }),
      (page, l) =>
        page
          .getByRole('figure', { name: catalogPattern(l, 'admin.analytics.revenueChart') })
          .first()
          .getByText(catalogText(l, 'admin.analytics.methods.cash'), { exact: true }),
    ],
  },
  { name: 'athlete approvals', tabs: ['admin.tabs.athletes'], ready: [heading('admin.athletes.pendingTitle')] },
  listed('classes', ['admin.tabs.classes'], 'admin.tabs.classes'),
  listed('instructors', ['admin.tabs.instructors', 'peopleAdmin.views.instructors'], 'admin.tabs.instructors'),
  listed(
    'athletes on /coaches',
    ['admin.tabs.instructors', 'peopleAdmin.views.athletes'],
    'peopleAdmin.views.athletes',
  ),
  listed('locations', ['admin.tabs.locations'], 'admin.tabs.locations'),
  listed('children', ['admin.tabs.children'], 'admin.tabs.children'),
  listed('enrollments', ['admin.tabs.enrollments'], 'admin.tabs.enrollments'),
  listed('payments', ['admin.tabs.billing', 'billing.sections.payments'], 'billing.payments.listLabel'),
  listed('awaiting confirmation', ['admin.tabs.billing', 'billing.sections.awaiting'], 'billing.pending.listLabel'),
  {
    name: 'kindergarten billing',
    tabs: ['admin.tabs.billing', 'billing.sections.kindergarten'],
    ready: [(page, l) => page.getByRole('combobox', { name: catalogText(l, 'billing.kindergarten.month') })],
  },
  {
    name: 'reconciliation',
    tabs: ['admin.tabs.billing', 'billing.sections.reconciliation'],
    ready: [(page, l) => page.getByText(catalogText(l, 'billing.reconciliation.lastRun'))],
  },
  listed('products', ['admin.tabs.products', 'shopAdmin.products.title'], 'shopAdmin.products.title'),
  listed('orders, each opened', ['admin.tabs.products', 'shopAdmin.orders.title'], 'shopAdmin.orders.title', true),
  listed('news', ['contentAdmin.tab', 'contentAdmin.news.title'], 'contentAdmin.news.title'),
  listed('media gallery', ['contentAdmin.tab', 'contentAdmin.media.title'], 'contentAdmin.media.title'),
  listed('inbox', ['clubAdmin.tabs.inbox'], 'clubAdmin.inbox.listLabel'),
  { name: 'settings', tabs: ['clubAdmin.tabs.settings'], ready: [heading('clubAdmin.settings.bankTitle')] },
  listed('audit log, each entry opened', ['clubAdmin.tabs.audit'], 'clubAdmin.audit.listLabel', true),
];

/** Representative detail dialogs, each opened and closed unsent. */
const DIALOGS: Dialog[] = [
  {
    name: 'confirming a payment, with its details',
    tabs: ['admin.tabs.billing', 'billing.sections.awaiting'],
    opener: (page, l) =>
      list('billing.pending.listLabel')(page, l)
        .getByRole('button', { name: catalogPattern(l, 'billing.validate.actionNamed') })
        .first(),
    dialog: (page, l) => page.getByRole('dialog', { name: catalogText(l, 'billing.validate.title') }),
  },
  {
    name: 'refunding a payment',
    tabs: ['admin.tabs.billing', 'billing.sections.payments'],
    opener: (page, l) =>
      list('billing.payments.listLabel')(page, l)
        .getByRole('button', { name: catalogPattern(l, 'billing.refund.actionNamed') })
        .first(),
    dialog: (page, l) => page.getByRole('alertdialog', { name: catalogText(l, 'billing.refund.title') }),
  },
  {
    name: 'a message with the club’s reply',
    tabs: ['clubAdmin.tabs.inbox'],
    opener: (page, l) =>
      list('clubAdmin.inbox.listLabel')(page, l)
        .getByRole('button')
        .filter({ has: page.getByText(catalogPattern(l, 'clubAdmin.inbox.replyCount_one')) })
        .first(),
    dialog: (page) => page.getByRole('dialog'),
  },
  {
    name: 'a class’s form, with its levels, plans and days',
    tabs: ['admin.tabs.classes'],
    opener: (page, l) =>
      list('admin.tabs.classes')(page, l)
        .getByRole('button', { name: catalogPattern(l, 'admin.common.editNamed') })
        .first(),
    dialog: (page) => page.getByRole('dialog'),
  },
];

/** The tabs of a child's record (child-record-tabs.tsx). */
const CHILD_TABS = ['overview', 'attendance', 'progress', 'performance', 'achievements', 'payments', 'enrollments'];

async function select(tab: Locator) {
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Clicks the console's area tab, then the area's own section tab, as the admin moves around. */
async function openTabs(page: Page, language: Language, [area, ...sections]: string[]) {
  const areas = page.getByRole('tablist', { name: catalogText(language, 'admin.tabs.label') });
  if (area) await select(areas.getByRole('tab', { name: catalogStart(language, area) }));
  for (const section of sections) {
    await select(
      page
        .getByRole('tabpanel')
        .first()
        .getByRole('tab', { name: catalogStart(language, section) }),
    );
  }
}

/** Waits for the screen as a person would, then names every raw value or English word it shows. */
async function readScreen(page: Page, language: Language, screen: string, ready: Locator[]): Promise<string[]> {
  for (const shown of ready) await expect(shown, `${language} ${screen} shows its content`).toBeVisible();
  await settle(page, language);
  return rawLines(`${language} ${screen}`, await readableText(page));
}

let admin: Record<(typeof LANGUAGES)[number], BrowserContext>;
let child = { id: '', fullName: '' };

test.beforeAll(async ({ browser }, info) => {
  // The admin's day (some twenty requests, a card payment on the provider's page) takes half a minute on a quiet
  // machine and more on a busy one: the hook gets three minutes, as the test below gets four.
  info.setTimeout(180_000);
  const baseURL = String(info.project.use.baseURL);
  const bg = await openSignedInContext(browser, { baseURL, email: ADMIN, language: 'bg' });
  // The same session in a Russian browser: the account signs in once.
  const { cookies } = await bg.storageState();
  const ru = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    storageState: { cookies: cookies.filter((cookie) => cookie.name !== 'i18next'), origins: [] },
  });
  await ru.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ru'));
  admin = { bg, ru };
  child = await workAnAdminDay(bg, baseURL);
});

test.afterAll(async () => {
  for (const context of Object.values(admin ?? {})) await context.close();
});

test('every admin screen in Bulgarian and Russian reads in words: no code, UUID, YYYY-MM date, key or English', async () => {
  // About a minute on a quiet machine (two languages, some sixty screens); a busy one gets room.
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const page = await admin[language].newPage();
    await page.goto('/admin');

    for (const screen of SCREENS) {
      await openTabs(page, language, screen.tabs);
      if (screen.act) await screen.act(page, language).click();
      if (screen.expand) await openAllDetails(screen.expand(page, language));
      const ready = screen.ready.map((find) => find(page, language));
      found.push(...(await readScreen(page, language, screen.name, ready)));
    }

    for (const dialog of DIALOGS) {
      await openTabs(page, language, dialog.tabs);
      await dialog.opener(page, language).click();
      const shown = dialog.dialog(page, language);
      found.push(...(await readScreen(page, language, dialog.name, [shown])));
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    }

    // The child's record as the admin opens it from the children area, each of its tabs.
    await page.goto(`/admin?tab=children&child=${child.id}`);
    const tabs = page.getByRole('tablist', { name: catalogText(language, 'child.tabs.label') });
    for (const tab of CHILD_TABS) {
      await select(tabs.getByRole('tab', { name: catalogText(language, `child.tabs.${tab}`), exact: true }));
      const panel = page.getByRole('tabpanel').last();
      found.push(...(await readScreen(page, language, `${child.fullName}’s record: ${tab}`, [panel])));
    }
    await page.close();
  }
  expect(found, 'raw values and English on the admin screens').toEqual([]);
});
