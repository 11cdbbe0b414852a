// The club's dual display on a server-rendered page (/shop): the server writes every price in both currencies, and the
// browser takes the page over without a hydration mismatch, since the setting travels in the page's state.
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { hydrate } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createRouter, preloadRoute } from './app/router';
import { renderPage } from './entry-server';
import { buildProduct } from './features/shop/test/fixtures';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setRenderedAt } from './lib/server-render/rendered-at';
import { readServerRenderState } from './lib/server-render/state';
import { mockApi } from './test/mock-api';

const SETTINGS = {
  name: { bg: 'Плувен клуб „Делфин“', en: 'Delfin Swimming Club' },
  address: { bg: 'ул. „Плувна“ 12, София' },
  phone: '+359 888 123 456',
  email: 'info@delfin-swim.bg',
  officeHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:00' })),
  bank: { holder: 'Делфин', iban: 'BG80 BNBG 9661 1020 3456 78', bic: 'BNBGBGSD', bank: 'БНБ' },
  pricing: DEFAULT_PRICING,
};

// 22.90 € × 1.95583 = 44.788507 лв.: 44.79 лв., by hand.
const BOTH = { bg: '22,90 € / 44,79 лв.', en: '€22.90 / BGN 44.79', ru: '22,90 € / 44,79 лв.' } as const;
const EURO_ONLY = { bg: '22,90 €', en: '€22.90', ru: '22,90 €' } as const;

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function serve(dualDisplay: boolean) {
  mockApi({
    'GET /api/me': { user: null, expiresAt: null, googleEnabled: false },
    'GET /api/club/settings': { ...SETTINGS, dualDisplay },
    'GET /api/products': [buildProduct({ price: 2290, currency: 'EUR' })],
  });
}

/** Takes the server's page over as main.tsx does; resolves to the errors React reported while hydrating. */
async function takeOver(html: string, block: string, language: 'bg' | 'en' | 'ru') {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = block;
  const state = readServerRenderState(doc);
  if (!state) throw new Error('no state in the page');
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  window.history.replaceState(null, '', '/shop');
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  setRenderedAt(state.renderedAt);
  await i18n.changeLanguage(language);
  await preloadRoute('/shop');
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  let unmount = () => {};
  await act(async () => {
    const reactRoot = hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={createRouter()} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    unmount = () => reactRoot.unmount();
  });
  consoleError.mockRestore();
  return { root, errors, unmount };
}

describe('dual display on a server-rendered page', () => {
  for (const language of ['bg', 'en', 'ru'] as const) {
    it(`shows each price in both currencies alike in ${language}, and the browser takes the page over unchanged`, async () => {
      serve(true);
      const page = await renderPage('/shop', language);
      expect(page).not.toBeNull();
      expect(plain(page?.html)).toContain(BOTH[language]);

      const { root, errors, unmount } = await takeOver(page?.html ?? '', page?.state ?? '', language);
      await waitFor(() => expect(plain(root.textContent)).toContain(BOTH[language]));
      expect(errors).toEqual([]);
      unmount();
    });
  }

  it('shows a euro price alone when the club has it off', async () => {
    serve(false);
    for (const language of ['bg', 'en', 'ru'] as const) {
      const page = await renderPage('/shop', language);
      const html = plain(page?.html);
      expect(html).toContain(EURO_ONLY[language]);
      expect(html).not.toContain('лв.');
      expect(html).not.toContain('BGN');
    }
  });
});
