// The test provider's hosted checkout at /test-checkout/:id (outside /api, as a provider's page would be).
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { pickText } from '@swim/shared/localized';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CheckoutFieldErrors,
  type CheckoutFormValues,
  type CheckoutLanguage,
  checkoutTexts,
  renderAuthentication,
  renderCheckoutForm,
  renderClosed,
} from './test-checkout-page.js';
import { cardOutcome } from './test-objects.js';
import type { TestProvider } from './test-provider.js';

const LANGUAGES: CheckoutLanguage[] = ['bg', 'en', 'ru'];

const isCheckoutLanguage = (value: string | undefined): value is CheckoutLanguage =>
  LANGUAGES.some((language) => language === value);

function languageOf(request: FastifyRequest): CheckoutLanguage {
  const asked = (request.query as { lang?: string }).lang;
  if (isCheckoutLanguage(asked)) return asked;
  const header = String(request.headers['accept-language'] ?? '')
    .slice(0, 2)
    .toLowerCase();
  return isCheckoutLanguage(header) ? header : 'bg';
}

/** Luhn's check digit test, as card forms do before sending a number anywhere. */
export function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return digits.length >= 12 && total % 10 === 0;
}

function expiryValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

const field = (body: Record<string, string>, name: string) => String(body[name] ?? '').slice(0, 200);

export async function testCheckoutRoutes(app: FastifyInstance, options: { provider: TestProvider }): Promise<void> {
  const { provider } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // The stand-in for the provider's own page: like Stripe's, it shows the merchant name set up with the provider.
  const merchant = (language: CheckoutLanguage) => pickText(DEFAULT_CLUB_SETTINGS.name, language);
  const params = (request: FastifyRequest) => String((request.params as { id: string }).id).slice(0, 100);

  async function load(request: FastifyRequest, reply: FastifyReply) {
    const checkout = await provider.readCheckout(params(request));
    if (!checkout) {
      html(reply, '<!doctype html><title>Not found</title><p>This checkout does not exist.</p>', 404);
      return null;
    }
    return checkout;
  }

  /** After the charge: deliver the events (so the club knows before the parent lands back), then go back. */
  async function finish(reply: FastifyReply, url: string) {
    await provider.deliverPending();
    return reply.redirect(url, 303);
  }

  app.get('/test-checkout/:id', async (request, reply) => {
    const checkout = await load(request, reply);
    if (!checkout) return reply;
    const language = languageOf(request);
    if (checkout.status !== 'open') return html(reply, renderClosed(checkout, language, merchant(language)));
    if (checkout.requires_action) return html(reply, renderAuthentication(checkout, language, merchant(language)));
    return html(
      reply,
      renderCheckoutForm({ checkout, language, merchant: merchant(language), alert: checkout.last_error }),
    );
  });

  app.post('/test-checkout/:id', async (request, reply) => {
    const checkout = await load(request, reply);
    if (!checkout) return reply;
    const language = languageOf(request);
    if (checkout.status !== 'open') return html(reply, renderClosed(checkout, language, merchant(language)), 409);
    const body = (request.body ?? {}) as Record<string, string>;
    const values: CheckoutFormValues = {
      email: field(body, 'email'),
      card: field(body, 'card'),
      expiry: field(body, 'expiry'),
      cvc: field(body, 'cvc'),
      name: field(body, 'name'),
    };
    const t = checkoutTexts(language).errors;
    const digits = (values.card ?? '').replace(/[\s-]/g, '');
    const errors: CheckoutFieldErrors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email ?? '')) errors.email = t.email;
    if (!/^\d+$/.test(digits) || !passesLuhn(digits)) errors.card = t.card;
    if (!expiryValid(values.expiry ?? '', new Date())) errors.expiry = t.expiry;
    if (!/^\d{3,4}$/.test(values.cvc ?? '')) errors.cvc = t.cvc;
    if (!(values.name ?? '').trim()) errors.name = t.name;
    const outcome = errors.card ? null : cardOutcome(digits);
    if (!errors.card && !outcome) errors.card = t.unknownCard;
    if (Object.keys(errors).length > 0 || !outcome) {
      return html(reply, renderCheckoutForm({ checkout, language, merchant: merchant(language), values, errors }), 422);
    }
    const after = await provider.payCheckout(checkout.id, outcome);
    if (after.requires_action)
      return reply.redirect(`/test-checkout/${encodeURIComponent(after.id)}?lang=${language}`, 303);
    return finish(reply, after.status === 'complete' ? after.success_url : after.cancel_url);
  });

  app.post('/test-checkout/:id/authenticate', async (request, reply) => {
    const checkout = await load(request, reply);
    if (!checkout) return reply;
    const language = languageOf(request);
    if (checkout.status !== 'open' || !checkout.requires_action) {
      return html(reply, renderClosed(checkout, language, merchant(language)), 409);
    }
    const passed = (request.body as Record<string, string> | undefined)?.outcome === 'complete';
    const after = await provider.payCheckout(checkout.id, passed ? 'success' : 'declined');
    return finish(reply, after.status === 'complete' ? after.success_url : after.cancel_url);
  });
}
