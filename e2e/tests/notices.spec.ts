// Notices (issue 27), as a new family meets them in English on a phone: the parent turns off the level-change mails
// on the profile page, allows notifications on this device, and the payment-due reminder arrives as a push in English,
// which the browser's service worker shows; a later level change then reaches the phone but sends no mail.
//
// Headless Chromium cannot subscribe to a real push service, so the page's PushManager hands out a subscription of a
// local push service (apps/server/src/test/push-service-standin.ts, ADR 0042); everything after it is real: the page
// posts it to the server, the server pushes to the stand-in with VAPID and aes128gcm, and the decrypted payload is
// handed to the page's service worker over CDP, which shows the notification.
//
// The family's month falls due within three days whatever the date of the run: the club's grace days are set to 3 and
// the child starts today (a child starting mid-month has the grace days from its first day). The spec makes its own
// class (every day of the week, so this month always has a session left); afterwards the grace days are restored and
// the enrollment and the class deactivated, so later specs see the demo club as before.
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { pushManagerInitScript } from '../../apps/server/src/test/push-manager-fake.js';
import {
  type PushStandin,
  type StandinSubscription,
  startPushStandin,
} from '../../apps/server/src/test/push-service-standin.js';
import { catalogText } from '../support/catalog.js';
import { signUpNewParent } from '../support/new-parent.js';
import { registerChild } from '../support/register-child.js';
import { openSignedInContext } from '../support/session.js';

const PHONE = { width: 390, height: 844 };
const STAMP = Date.now().toString(36);
const CLASS_TITLE = `Morning beginners ${STAMP}`;
const CHILD = 'Мила Георгиева';
/** Days after the child's first day its month is due: within the reminder's three days, and next month's is not. */
const GRACE_DAYS = 3;

type AdminSettings = Record<string, unknown> & { paymentGraceDays: number };
type DueItem = { childName: string; amount: number; currency: string; dueOn: string };
type ShownNotification = { title: string; body: string; tag: string; data: { url?: string } | null };

let baseURL = '';
let admin: BrowserContext;
let family: BrowserContext;
let page: Page;
let standin: PushStandin;
let subscription: StandinSubscription;
let settingsBefore: AdminSettings | null = null;
let classId = '';
let childId = '';
let parentEmail = '';

const text = (key: string) => catalogText('en', key);

/** Today in the club's calendar (Sofia) plus `days`, 'YYYY-MM-DD'. */
function clubDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A day as an English reader writes a deadline: '2 December 2026'. */
const writtenDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The club's settings as the admin form sends them back, with other grace days. */
function settingsWith(settings: AdminSettings, paymentGraceDays: number) {
  const { name, address, phone, email, officeHours, bank } = settings;
  return { name, address, phone, email, officeHours, bank, paymentGraceDays };
}

async function putSettings(body: object) {
  const saved = await admin.request.put('/api/admin/settings', { data: body, headers: { origin: baseURL } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The push that reached this device's subscription with the title, waiting for it as it travels. */
async function pushTitled(title: string) {
  const titleOf = (json: unknown) => (json as { title?: string } | null)?.title;
  await expect
    .poll(() => standin.received.filter((p) => p.subscriptionId === subscription.id).map((p) => titleOf(p.json)), {
      timeout: 30_000,
    })
    .toContain(title);
  const push = standin.received.find((p) => p.subscriptionId === subscription.id && titleOf(p.json) === title);
  if (!push) throw new Error(`no push titled ${title}`);
  return push;
}

/** The service worker registration of the site, as DevTools sees it (its id is what deliverPushMessage takes). */
async function workerRegistration(cdp: CDPSession): Promise<string> {
  const scopes = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) {
      if (r.isDeleted) scopes.delete(r.scopeURL);
      else scopes.set(r.scopeURL, r.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => scopes.get(`${baseURL}/`)).toBeTruthy();
  return scopes.get(`${baseURL}/`) as string;
}

type WorkerEvent = { service: string; eventName: string; metadata: Record<string, string> };

/**
 * What the browser records of the site's push events and notifications (DevTools' background services), from now on.
 * A push is handled once its event is "completed": only then is its notification on display. Reading
 * getNotifications() before that races the display, and Chrome then drops the notification as no longer shown.
 */
async function recordWorkerEvents(cdp: CDPSession): Promise<WorkerEvent[]> {
  const events: WorkerEvent[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) => {
    const metadata = Object.fromEntries(e.eventMetadata.map(({ key, value }) => [key, value]));
    events.push({ service: e.service, eventName: e.eventName, metadata });
  });
  for (const service of ['pushMessaging', 'notifications'] as const) {
    await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service });
    await cdp.send('BackgroundService.startObserving', { service });
  }
  return events;
}

/** What the service worker shows now: its notifications, as the page reads them. */
function shownNotifications(): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { url?: string } | null,
    }));
  });
}

/** The development mailbox's mails to the parent whose subject matches. */
async function mailsTo(subject: RegExp) {
  const mailbox = await family.newPage();
  await mailbox.goto('/dev/mailbox');
  const mails = mailbox
    .getByRole('article')
    .filter({ hasText: `To: ${parentEmail}` })
    .filter({ has: mailbox.getByRole('heading', { name: subject }) });
  return { mailbox, mails };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  const settings = await admin.request.get('/api/admin/settings');
  expect(settings.status()).toBe(200);
  settingsBefore = (await settings.json()) as AdminSettings;
  await putSettings(settingsWith(settingsBefore, GRACE_DAYS));

  const instructors = (await (await admin.request.get('/api/admin/instructors?pageSize=100')).json()) as {
    items: { id: string; email: string }[];
  };
  const coach = instructors.items.find((i) => i.email === 'instructor@delfin-swim.bg');
  const locations = (await (await admin.request.get('/api/admin/locations?pageSize=50')).json()) as {
    items: { id: string; type: string; active: boolean }[];
  };
  const pool = locations.items.find((l) => l.type === 'pool' && l.active);
  expect(coach && pool, 'the demo club has its coach and a pool').toBeTruthy();
  const created = await admin.request.post('/api/admin/classes', {
    headers: { origin: baseURL },
    data: {
      title: { bg: CLASS_TITLE, en: CLASS_TITLE, ru: CLASS_TITLE },
      instructorId: coach?.id,
      locationId: pool?.id,
      level: 'beginner',
      minAge: null,
      maxAge: null,
      durationMinutes: 45,
      pricePerClass: 1000,
      monthlyPrice: null,
      maxCapacity: 6,
      sessions: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '07:00' })),
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  classId = ((await created.json()) as { id: string }).id;

  // A family that has used the site in English: the account speaks English.
  family = await browser.newContext({ baseURL, locale: 'en-GB' });
  await family.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
  await family.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  page = await family.newPage();
  await page.setViewportSize(PHONE);
  parentEmail = await signUpNewParent(page, baseURL, 'Гергана Георгиева');
  childId = await registerChild(family.request, baseURL, {
    classTitle: CLASS_TITLE,
    fullName: CHILD,
    latin: 'Mila Georgieva',
    birthDate: '2018-05-20',
    gender: 'female',
    emergencyContact: 'Георги Георгиев',
    emergencyPhone: '+359888654321',
  });

  // This phone's push service: the stand-in, subscribed with the server's key as the browser would be.
  standin = await startPushStandin();
  const key = (await (await family.request.get('/api/push/key')).json()) as { publicKey: string };
  subscription = standin.subscribe({ applicationServerKey: key.publicKey });
  await family.addInitScript(pushManagerInitScript(subscription));
  await family.grantPermissions(['notifications'], { origin: baseURL });
});

test.afterAll(async () => {
  const headers = { origin: baseURL };
  if (admin && settingsBefore) await putSettings(settingsWith(settingsBefore, settingsBefore.paymentGraceDays));
  if (admin && childId) {
    const child = (await (await admin.request.get(`/api/admin/children/${childId}`)).json()) as {
      enrollments?: { id: string; active: boolean }[];
    };
    for (const e of child.enrollments ?? []) {
      if (e.active) {
        await admin.request.patch(`/api/admin/enrollments/${e.id}/status`, { data: { active: false }, headers });
      }
    }
  }
  if (admin && classId) {
    const found = (await (
      await admin.request.get(`/api/admin/classes?search=${encodeURIComponent(STAMP)}`)
    ).json()) as { items: Record<string, unknown>[] };
    const row = found.items.find((c) => c.id === classId);
    if (row) {
      await admin.request.put(`/api/admin/classes/${classId}`, {
        headers,
        data: {
          title: row.title,
          instructorId: (row.instructor as { id: string } | null)?.id,
          locationId: (row.location as { id: string }).id,
          level: row.level,
          minAge: row.minAge,
          maxAge: row.maxAge,
          durationMinutes: row.durationMinutes,
          pricePerClass: row.pricePerClass,
          monthlyPrice: row.monthlyPrice,
          maxCapacity: row.maxCapacity,
          sessions: row.sessions,
          active: false,
        },
      });
    }
  }
  await standin?.close();
  await family?.close();
  await admin?.close();
});

test('the parent turns off the level-change mails on the profile page; the choice stays after a reload', async () => {
  await page.goto('/profile');
  const notices = page.getByRole('region', { name: text('notices.preferences.title'), exact: true });
  const levelName = text('notices.kinds.level_changed.name');
  const mailSwitch = notices.getByRole('switch', { name: `Email: ${levelName}`, exact: true });
  const row = notices
    .getByRole('listitem')
    .filter({ has: page.getByRole('switch', { name: `Email: ${levelName}`, exact: true }) });
  await expect(mailSwitch).toBeChecked();
  await mailSwitch.click();
  await expect(row.getByRole('status')).toHaveText(text('notices.preferences.saved'));
  await expect(mailSwitch).not.toBeChecked();
  // Only that one: its push and the other kinds' mail stay on.
  await expect(notices.getByRole('switch', { name: `Push: ${levelName}`, exact: true })).toBeChecked();
  const dueName = text('notices.kinds.payment_due.name');
  await expect(notices.getByRole('switch', { name: `Email: ${dueName}`, exact: true })).toBeChecked();

  await page.reload();
  await expect(mailSwitch).not.toBeChecked();
  await expect(notices.getByRole('switch', { name: `Push: ${levelName}`, exact: true })).toBeChecked();
});

test('the parent allows notifications on this phone; the section says they are on', async () => {
  const device = page.getByRole('region', { name: text('push.title'), exact: true });
  await expect(device.getByText(text('push.status.off'))).toBeVisible();
  await device.getByRole('button', { name: text('push.allow') }).click();
  await expect(device.getByText(text('push.status.on'))).toBeVisible();
  await expect(device.getByRole('button', { name: text('push.turnOff') })).toBeVisible();
  await expect(device.getByText(text('push.devices.thisDevice'), { exact: true })).toBeVisible();

  // Still on after a reload: the server keeps the device, the browser its subscription.
  await page.reload();
  await expect(device.getByText(text('push.status.on'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the payment-due reminder arrives as a push in English and the service worker shows it', async () => {
  // What the family owes, as their dashboard reads it: this month, due in three days.
  const dashboard = (await (await family.request.get('/api/dashboard')).json()) as {
    payments: { dueItems: DueItem[] };
  };
  const due = dashboard.payments.dueItems.find((item) => item.childName === CHILD);
  expect(due, 'the new child’s month is owed').toBeDefined();
  expect(due?.dueOn).toBe(clubDay(GRACE_DAYS));
  const day = writtenDay(clubDay(GRACE_DAYS));
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: due?.currency ?? 'EUR' }).format(
    (due?.amount ?? 0) / 100,
  );

  // The daily job, now instead of at 09:00.
  const run = await page.request.post('/dev/jobs/notices-daily-reminders', { headers: { origin: baseURL } });
  expect(run.status()).toBe(202);
  const title = `Payment due by ${day}`;
  const push = await pushTitled(title);
  expect(push.json).toMatchObject({ title, body: `${amount} due by ${day}. Tap to pay.`, url: '/payments' });

  // The phone's service worker takes it and shows the notification.
  const cdp = await family.newCDPSession(page);
  const registrationId = await workerRegistration(cdp);
  const events = await recordWorkerEvents(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId, data: push.text });
  const completed = () => events.find((e) => e.service === 'pushMessaging' && e.eventName === 'Push event completed');
  await expect.poll(() => completed()?.metadata.Status).toBe('Success');
  const displayed = events.filter((e) => e.eventName === 'Notification displayed').map((e) => e.metadata);
  expect(displayed).toEqual([{ Title: title, Body: `${amount} due by ${day}. Tap to pay.` }]);
  // On display, it opens the payments page when tapped.
  expect(await shownNotifications()).toEqual([
    expect.objectContaining({ title, body: `${amount} due by ${day}. Tap to pay.`, data: { url: '/payments' } }),
  ]);
  await cdp.detach();

  // The reminder's mail is still on: it is in the mailbox, in English.
  const { mailbox, mails } = await mailsTo(new RegExp(`^Payment due by ${day} – `));
  await expect(mails).toHaveCount(1);
  await expect(mails).toContainText(CHILD);
  await mailbox.close();
});

test('a new level reaches the phone as a push but sends no mail', async () => {
  await page.goto(`/child/${childId}`);
  await page.getByRole('button', { name: text('child.level.action') }).click();
  const dialog = page.getByRole('dialog', { name: text('child.level.title') });
  await dialog.getByLabel(text('child.level.newLevel')).selectOption({ label: text('levels.intermediate') });
  await dialog.getByRole('button', { name: text('child.level.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text('child.level.successTitle'))).toBeVisible();

  // The change was told: the push arrived (written in the same transaction as a mail would have been)...
  const push = await pushTitled(`New level: ${CHILD}`);
  expect(push.json).toMatchObject({ body: `${CHILD} is now intermediate (was beginner).` });
  // ...and no mail of it went to the parent, while their other mail is there.
  const { mailbox, mails } = await mailsTo(/^New level: /);
  await expect(
    mailbox
      .getByRole('article')
      .filter({ hasText: `To: ${parentEmail}` })
      .first(),
  ).toBeVisible();
  await expect(mails).toHaveCount(0);
  await mailbox.close();
});
