// The HTML of the test provider's hosted checkout: a card form, the extra confirmation step, and a closed page.
// Plain server-rendered HTML with inline styles only (no script), in the payer's language.
import { formatMoney } from '@swim/shared/money';
import type { TestCheckout } from './test-objects.js';
import { escapeHtml } from '../../../lib/html.js';

export type CheckoutLanguage = 'bg' | 'en' | 'ru';

const T = {
  bg: {
    title: 'Плащане с карта',
    testMode: 'ТЕСТОВ РЕЖИМ – не се теглят истински пари',
    email: 'Имейл',
    card: 'Номер на картата',
    expiry: 'Валидност (ММ/ГГ)',
    cvc: 'CVC',
    name: 'Име върху картата',
    pay: 'Плати',
    cancel: 'Отказ и връщане към клуба',
    hint: 'Тестови карти: 4242 4242 4242 4242 (успешно), 4000 0000 0000 0002 (отказана), 4000 0025 0000 3155 (с потвърждение)',
    authTitle: 'Потвърдете плащането',
    authText: 'Вашата банка иска допълнително потвърждение на това плащане.',
    authComplete: 'Потвърди',
    authFail: 'Откажи потвърждението',
    closedTitle: 'Това плащане е приключено',
    closedText: 'Сесията за плащане вече не е активна.',
    back: 'Обратно към клуба',
    errors: {
      card: 'Номерът на картата е невалиден.',
      unknownCard: 'Картата е отказана: в тестов режим се приемат само тестови карти.',
      expiry: 'Валидността е невалидна или изтекла.',
      cvc: 'CVC кодът е невалиден.',
      name: 'Въведете името върху картата.',
      email: 'Въведете валиден имейл.',
    },
  },
  en: {
    title: 'Pay by card',
    testMode: 'TEST MODE – no real money is charged',
    email: 'Email',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and return to the club',
    hint: 'Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0025 0000 3155 (asks for confirmation)',
    authTitle: 'Confirm your payment',
    authText: 'Your bank asks you to confirm this payment.',
    authComplete: 'Complete authentication',
    authFail: 'Fail authentication',
    closedTitle: 'This checkout has ended',
    closedText: 'This payment session is no longer active.',
    back: 'Back to the club',
    errors: {
      card: 'Your card number is invalid.',
      unknownCard: 'Your card was declined: in test mode only test cards are accepted.',
      expiry: 'The expiry date is invalid or in the past.',
      cvc: 'Your card’s security code is invalid.',
      name: 'Enter the name on the card.',
      email: 'Enter a valid email.',
    },
  },
  ru: {
    title: 'Оплата картой',
    testMode: 'ТЕСТОВЫЙ РЕЖИМ – реальные деньги не списываются',
    email: 'Эл. почта',
    card: 'Номер карты',
    expiry: 'Срок (ММ/ГГ)',
    cvc: 'CVC',
    name: 'Имя на карте',
    pay: 'Оплатить',
    cancel: 'Отменить и вернуться в клуб',
    hint: 'Тестовые карты: 4242 4242 4242 4242 (успешно), 4000 0000 0000 0002 (отклонена), 4000 0025 0000 3155 (с подтверждением)',
    authTitle: 'Подтвердите платёж',
    authText: 'Ваш банк просит подтвердить этот платёж.',
    authComplete: 'Подтвердить',
    authFail: 'Отклонить подтверждение',
    closedTitle: 'Эта оплата завершена',
    closedText: 'Сессия оплаты больше не активна.',
    back: 'Вернуться в клуб',
    errors: {
      card: 'Неверный номер карты.',
      unknownCard: 'Карта отклонена: в тестовом режиме принимаются только тестовые карты.',
      expiry: 'Срок действия неверен или истёк.',
      cvc: 'Неверный код CVC.',
      name: 'Введите имя на карте.',
      email: 'Введите действительный адрес эл. почты.',
    },
  },
} as const;

export type CheckoutFieldErrors = Partial<Record<'email' | 'card' | 'expiry' | 'cvc' | 'name', string>>;
export type CheckoutFormValues = Partial<Record<'email' | 'card' | 'expiry' | 'cvc' | 'name', string>>;

export function checkoutTexts(language: CheckoutLanguage) {
  return T[language];
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:440px;margin:0 auto;padding:24px 16px 48px}.badge{display:inline-block;background:#ffde92;color:#5b3a00;font-size:12px;font-weight:700;padding:2px 8px;border-radius:6px;letter-spacing:.02em}
.merchant{font-size:16px;font-weight:600;color:#4f566b;margin:12px 0 4px}.amount{font-size:34px;font-weight:700;margin:0}.desc{color:#4f566b;margin:4px 0 24px}
form,.panel{background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(50,50,93,.12);padding:20px}label{display:block;font-size:14px;font-weight:600;color:#3c4257;margin:14px 0 6px}
input{width:100%;font-size:17px;padding:12px;border:1px solid #cfd7df;border-radius:8px;background:#fff}input:focus{outline:2px solid #635bff;border-color:#635bff}
.row{display:flex;gap:12px}.row>div{flex:1}.error{color:#c23d4b;font-size:14px;margin:6px 0 0}.alert{background:#fde8ea;color:#8a1d2b;border-radius:8px;padding:10px 12px;margin-bottom:8px}
button{width:100%;margin-top:20px;font-size:17px;font-weight:600;padding:14px;border:0;border-radius:8px;background:#635bff;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#c23d4b;border:1px solid #c23d4b;margin-top:12px}
a.cancel{display:block;text-align:center;margin-top:18px;color:#4f566b}.hint{font-size:13px;color:#697386;margin-top:18px}`;

function page(language: CheckoutLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function header(checkout: TestCheckout, language: CheckoutLanguage, merchant: string): string {
  const t = T[language];
  return `<span class="badge">${escapeHtml(t.testMode)}</span><h1 class="merchant">${escapeHtml(merchant)}</h1><p class="amount">${escapeHtml(formatMoney(checkout.amount_total, checkout.currency, language))}</p><p class="desc">${escapeHtml(checkout.description)}</p>`;
}

/** One labelled input of a form showing these values and errors. */
const formField =
  (values: CheckoutFormValues, errors: CheckoutFieldErrors) =>
  (name: keyof CheckoutFormValues, label: string, attrs: string) =>
    `<div><label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attrs}${errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name] ?? '')}</p>` : ''}</div>`;

/** The card form, with the values and errors of a refused try. */
export function renderCheckoutForm(input: {
  checkout: TestCheckout;
  language: CheckoutLanguage;
  merchant: string;
  values?: CheckoutFormValues;
  errors?: CheckoutFieldErrors;
  alert?: string | null;
}): string {
  const t = T[input.language];
  const values = { email: input.checkout.customer_email, ...(input.values ?? {}) };
  const errors = input.errors ?? {};
  const field = formField(values, errors);
  const action = `/test-checkout/${encodeURIComponent(input.checkout.id)}?lang=${input.language}`;
  return page(
    input.language,
    t.title,
    `${header(input.checkout, input.language, input.merchant)}
<form method="post" action="${action}" novalidate>
${input.alert ? `<p class="alert" role="alert">${escapeHtml(input.alert)}</p>` : ''}
${field('email', t.email, 'type="email" autocomplete="email" required')}
${field('card', t.card, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
<div class="row">${field('expiry', t.expiry, 'autocomplete="cc-exp" placeholder="MM / YY" required')}${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}</div>
${field('name', t.name, 'autocomplete="cc-name" required')}
<button type="submit">${escapeHtml(t.pay)} ${escapeHtml(formatMoney(input.checkout.amount_total, input.checkout.currency, input.language))}</button>
<a class="cancel" href="${escapeHtml(input.checkout.cancel_url)}">${escapeHtml(t.cancel)}</a>
<p class="hint">${escapeHtml(t.hint)}</p>
</form>`,
  );
}

/** The bank's extra confirmation step (3-D Secure) for the card that asks for it. */
export function renderAuthentication(checkout: TestCheckout, language: CheckoutLanguage, merchant: string): string {
  const t = T[language];
  const action = `/test-checkout/${encodeURIComponent(checkout.id)}/authenticate?lang=${language}`;
  return page(
    language,
    t.authTitle,
    `${header(checkout, language, merchant)}<div class="panel"><h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(t.authTitle)}</h1><p>${escapeHtml(t.authText)}</p>
<form method="post" action="${action}" style="box-shadow:none;padding:0"><button type="submit" name="outcome" value="complete">${escapeHtml(t.authComplete)}</button><button type="submit" class="secondary" name="outcome" value="fail">${escapeHtml(t.authFail)}</button></form></div>`,
  );
}

/** A checkout that can no longer be paid. */
export function renderClosed(checkout: TestCheckout, language: CheckoutLanguage, merchant: string): string {
  const t = T[language];
  const back = checkout.status === 'complete' ? checkout.success_url : checkout.cancel_url;
  return page(
    language,
    t.closedTitle,
    `${header(checkout, language, merchant)}<div class="panel"><h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(t.closedTitle)}</h1><p>${escapeHtml(t.closedText)}</p><a class="cancel" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></div>`,
  );
}
