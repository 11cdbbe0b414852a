// The server's renderer of public pages (entry-server.tsx): the page's HTML from the API's answers, in the visitor's
// language, with the answers for the browser to take over from; nothing when it cannot render the page faithfully.
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { describe, expect, it, vi } from 'vitest';
import { renderedPageUrl, renderPage } from './entry-server';
import { readServerRenderState } from './lib/server-render/state';
import { mockApi, reply } from './test/mock-api';
import { buildLocation } from './test/parent-fixtures';

const SIGNED_OUT = { user: null, expiresAt: null, googleEnabled: false };
const SETTINGS = {
  name: { bg: 'Плувен клуб „Делфин“', en: 'Delfin Swimming Club' },
  address: { bg: 'ул. „Плувна“ 12, София', en: '12 Pluvna St, Sofia' },
  phone: '+359 888 123 456',
  email: 'info@delfin-swim.bg',
  officeHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:00' })),
  bank: { holder: 'Делфин', iban: 'BG80 BNBG 9661 1020 3456 78', bic: 'BNBGBGSD', bank: 'БНБ' },
  pricing: DEFAULT_PRICING,
};

function stateOf(block: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = block;
  return readServerRenderState(doc);
}

describe('renderPage', () => {
  it('renders a public page in the language asked for, with the answers it was rendered from', async () => {
    const api = mockApi({
      'GET /api/me': SIGNED_OUT,
      'GET /api/club/settings': SETTINGS,
      'GET /api/locations': [buildLocation({ name: { bg: 'Басейн „Спартак“', en: 'Spartak Pool' } })],
    });

    const page = await renderPage('/club', 'en');

    expect(page).not.toBeNull();
    expect(page?.html).toContain('Spartak Pool');
    expect(page?.html).toMatch(/<h1[^>]*>About the club<\/h1>/);
    expect(page?.title).toMatch(/ · Delfin Swimming Club$/);
    const state = stateOf(page?.state ?? '');
    expect(state?.language).toBe('en');
    const keys = state?.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain('["me"]');
    expect(api.mock.calls.map(([input]) => String(input))).toContain('/api/locations');

    const bg = await renderPage('/club', 'bg');
    expect(bg?.html).toContain('Басейн „Спартак“');
    expect(bg?.html).toMatch(/<h1[^>]*>За клуба<\/h1>/);
  });

  it("shows the year of the moment it rendered in the club's time zone, and hands that moment to the browser", async () => {
    // 22:30 on New Year's Eve in UTC is already half past midnight in Sofia.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T22:30:00Z'));
    try {
      mockApi({
        'GET /api/me': SIGNED_OUT,
        'GET /api/club/settings': SETTINGS,
        'GET /api/locations': [buildLocation()],
      });
      const page = await renderPage('/club', 'en');
      expect(page?.html).toContain('© 2027');
      expect(stateOf(page?.state ?? '')?.renderedAt).toBe(Date.parse('2026-12-31T22:30:00Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('escapes the answers, so no text in them can end the data block', async () => {
    mockApi({
      'GET /api/me': SIGNED_OUT,
      'GET /api/club/settings': SETTINGS,
      'GET /api/locations': [buildLocation({ name: { bg: '</script><script>alert(1)</script>' } })],
    });

    const page = await renderPage('/club', 'bg');

    expect(page?.state).not.toContain('</script><script>');
    expect(
      stateOf(page?.state ?? '')?.queries.queries.some((q) => JSON.stringify(q.state.data).includes('alert(1)')),
    ).toBe(true);
  });

  it('leaves members pages, forms and failed answers to the browser', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, 'GET /api/club/settings': SETTINGS, 'GET /api/locations': reply(503, {}) });

    expect(await renderPage('/dashboard', 'bg')).toBeNull();
    expect(await renderPage('/auth', 'bg')).toBeNull();
    expect(await renderPage('/club', 'bg')).toBeNull();
  });

  it('renders each page at the one address the site links to, with the parameters the page shows', () => {
    for (const url of ['/', '/club', '/news', '/news?page=2', '/shop?category=goggles', '/media?type=video']) {
      expect(renderedPageUrl(url), url).toBe(url);
    }
    expect(renderedPageUrl('/news/open-training-2026')).toBe('/news/open-training-2026');
    for (const url of [
      '/CLUB',
      '/club/',
      '/%63lub',
      '/club?utm_source=flyer',
      '/news?page=0',
      '/news?page=2&page=3',
      '/shop?category=boots',
      '/media?type=video&x=1',
      '/news/Open%20Training',
      '//evil.example/club',
      '//',
      '///',
      '//[',
      '//a:99999',
      'club',
      '/dashboard',
      '/checkout',
    ]) {
      expect(renderedPageUrl(url), url).toBeNull();
    }
  });
});
