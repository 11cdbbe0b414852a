import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { openSignedInContext } from '../support/session.js';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

// The club shop in English: a visitor fills a cart up to the stock limit, empties a line and is stopped at checkout
// without an address; a parent's declined card cancels the order and puts the stock back, then a good card
// completes it, the order shows in /orders and the shop's stock is lower. Each person signs in once.

const PARENT = 'parent@delfin-swim.bg';
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
const SUIT = 'Pro racing suit';
const GOGGLES = 'Little fish kids’ goggles';

type Product = { id: string; name: { en?: string }; stockQuantity: number };

let baseURL = '';
let visitor: BrowserContext;
let parent: BrowserContext;
let suitStock = 0;

/** A product's stock as the shop's API reports it. */
async function stockOf(context: BrowserContext, name: string): Promise<number> {
  const response = await context.request.get('/api/products');
  expect(response.status()).toBe(200);
  const product = ((await response.json()) as Product[]).find((p) => p.name.en === name);
  if (!product) throw new Error(`${name} is not in the shop`);
  return product.stockQuantity;
}

/** The product's card on /shop. */
function card(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Details: ${name}` }) });
}

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: `Add to cart: ${name}`, exact: true }).click();
}

/** The toast with this title; once seen it is dismissed so the next one can be asserted alone. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible();
}

/** The test provider's card form, filled as a payer would. */
async function payOnCheckout(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/test-checkout\/[^/?]+/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Email').fill(PARENT);
  await page.getByLabel('Card number').fill(cardNumber);
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Maria Petrova');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe
  .serial('shop', () => {
    test.beforeAll(async ({ browser }, testInfo) => {
      baseURL = testInfo.project.use.baseURL ?? '';
      visitor = await browser.newContext({ baseURL, locale: 'en-GB' });
      await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
      parent = await openSignedInContext(browser, { baseURL, email: PARENT, language: 'en' });
      suitStock = await stockOf(visitor, SUIT);
      expect(suitStock, 'the seeded racing suit is nearly sold out').toBe(2);
    });

    test.afterAll(async () => {
      await visitor?.close();
      await parent?.close();
    });

    test('a visitor fills the cart up to the stock, empties a line, and needs an address to check out', async () => {
      const page = await visitor.newPage();
      await page.goto('/shop');
      await expect(card(page, SUIT)).toContainText('In stock');
      await addToCart(page, SUIT);
      await expectToast(page, 'Added to cart', `${SUIT} has been added to your cart`);
      await addToCart(page, SUIT);
      await addToCart(page, SUIT);
      await expectToast(page, 'Out of stock', 'Cannot add more items than available in stock');
      await addToCart(page, GOGGLES);
      await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
      expect(stored.map((item: { quantity: number; stock_quantity: number }) => item.quantity)).toEqual([2, 1]);

      await page.getByRole('button', { name: 'Cart, 3 items' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByRole('listitem')).toHaveCount(2);
      await drawer.getByRole('spinbutton', { name: `Quantity of ${GOGGLES}` }).fill('0');
      await drawer.getByRole('spinbutton', { name: `Quantity of ${GOGGLES}` }).press('Enter');
      await expect(drawer.getByRole('listitem')).toHaveCount(1);
      await expect(drawer.getByText(GOGGLES)).toHaveCount(0);
      await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await drawer.getByRole('link', { name: 'Go to checkout' }).click();

      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await page.getByLabel('Full name').fill('Guest Buyer');
      await page.getByLabel('Email').fill('guest@example.bg');
      await page.getByLabel('Phone').fill('+359 888 123 456');
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await expect(page.getByText('Shipping address is required')).toBeVisible();
      await expect(page.getByLabel('Shipping address')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/checkout$/);
      await expectNoSeriousAxeViolations(page);
      expect(await stockOf(visitor, SUIT)).toBe(suitStock);
      await page.close();
    });

    test('a declined card cancels the order and puts the stock back; the cart stays', async () => {
      const page = await parent.newPage();
      await page.goto('/shop');
      await addToCart(page, SUIT);
      await expectToast(page, 'Added to cart', `${SUIT} has been added to your cart`);
      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();

      // Signed in: the details are filled in from the account.
      await expect(page.getByLabel('Email')).toHaveValue(PARENT);
      await expect(page.getByLabel('Full name')).not.toHaveValue('');
      await page.getByLabel('Phone').fill('+359 888 000 111');
      await page.getByLabel('Shipping address').fill('Sofia, 1 Vitosha Blvd');
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await payOnCheckout(page, CARDS.declined);

      await expect(page).toHaveURL(/\/checkout\?order=.+&checkout=cancelled/);
      await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
      expect(await stockOf(parent, SUIT)).toBe(suitStock);
      const orders = (await (await parent.request.get('/api/orders')).json()) as { status: string }[];
      expect(orders.map((o) => o.status)).toEqual(['cancelled']);
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.close();
    });

    test('4242 completes the order: it shows in /orders and the shop has one less', async () => {
      const page = await parent.newPage();
      await page.goto('/checkout');
      await page.getByLabel('Phone').fill('+359 888 000 111');
      await page.getByLabel('Shipping address').fill('Sofia, 1 Vitosha Blvd');
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await payOnCheckout(page, CARDS.success);

      await expect(page).toHaveURL(/\/checkout\?order=.+&checkout=success/);
      await expect(page.getByRole('heading', { name: 'Thank you! Payment received' })).toBeVisible();
      // The cart empties only now that the order is paid.
      await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('link', { name: 'My orders' }).click();
      await expect(page).toHaveURL(/\/orders$/);
      const completed = page.getByRole('link').filter({ hasText: 'Completed' });
      await expect(completed).toHaveCount(1);
      await expect(completed).toContainText(`1 × ${SUIT}`);
      await expect(completed).toContainText(/Order SC-\d{4}-\d{6}/);
      await expect(page.getByRole('link').filter({ hasText: 'Cancelled' })).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
      await completed.click();
      await expect(page.getByRole('heading', { name: /Order SC-/ })).toBeVisible();
      await expect(page.getByText('Sofia, 1 Vitosha Blvd')).toBeVisible();

      expect(await stockOf(parent, SUIT)).toBe(suitStock - 1);
      await page.goto('/shop');
      await page.getByRole('button', { name: `Details: ${SUIT}` }).click();
      await expect(page.getByRole('dialog', { name: SUIT })).toContainText(`${suitStock - 1} in stock`);
      await page.close();
    });
  });
