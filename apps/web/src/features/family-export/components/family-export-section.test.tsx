import type { FamilyExport, FamilyExportStatus } from '@swim/shared/api/family-export';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { FamilyExportSection } from './family-export-section';

afterEach(async () => {
  await i18n.changeLanguage('bg');
});

const ID = '6f1c2a9e-3b7d-4c1e-9a2f-0d8e7b6a5c41';
const preparing: FamilyExport = {
  id: ID,
  state: 'preparing',
  requestedAt: '2026-11-30T08:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  byteSize: null,
  downloadUrl: null,
};
const ready: FamilyExport = {
  ...preparing,
  state: 'ready',
  readyAt: '2026-11-30T08:01:00.000Z',
  expiresAt: '2026-12-01T08:01:00.000Z',
  byteSize: 48_300,
  downloadUrl: `/api/family-export/${ID}/download?token=secret`,
};

/** The server's side: the states it answers, one per GET, the last one repeated; POST as given. */
function mockExport(states: FamilyExportStatus[], post: () => unknown = () => reply(202, preparing)) {
  const calls: string[] = [];
  mockApi({
    'GET /api/family-export': () => (states.length > 1 ? states.shift() : states[0]) as FamilyExportStatus,
    'POST /api/family-export': () => {
      calls.push('POST');
      return post();
    },
  });
  return calls;
}

async function renderSection(language = 'bg') {
  await renderWithProviders(
    <>
      <FamilyExportSection />
      <Toaster />
    </>,
    { language },
  );
  return userEvent.setup();
}

describe('the “download my data” section', () => {
  it('asks for a copy, shows it being prepared, then offers the download until the link expires', async () => {
    const calls = mockExport([
      { latest: null, remainingToday: 3 },
      { latest: preparing, remainingToday: 2 },
      { latest: ready, remainingToday: 2 },
    ]);
    const user = await renderSection();
    const section = await screen.findByRole('region', { name: 'Изтегляне на моите данни' });
    expect(await within(section).findByText('Днес можете да поискате още 3 копия.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Изтегли моите данни' }));
    expect(calls).toEqual(['POST']);
    expect(await screen.findByText('Поискахте копие на данните си')).toBeInTheDocument();
    expect(await within(section).findByRole('status')).toHaveTextContent('Копието се подготвя');
    const link = await within(section).findByRole('link', { name: 'Изтегли архива (48,3 КБ)' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', ready.downloadUrl);
    expect(within(section).getByRole('status')).toHaveTextContent('Можете да го изтеглите до 1 декември 2026, 10:01');
    expect(within(section).getByRole('button', { name: 'Поискай ново копие' })).toBeInTheDocument();
  });

  it('says when the link expired and shows the server’s refusal past three a day, in Russian', async () => {
    const calls = mockExport([{ latest: { ...ready, state: 'expired', downloadUrl: null }, remainingToday: 0 }], () =>
      reply(429, { error: { code: 'EXPORT_LIMIT', message: 'At most 3 exports a day' } }),
    );
    const user = await renderSection('ru');
    const section = await screen.findByRole('region', { name: 'Скачать мои данные' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Срок ссылки на последнюю копию истёк');
    expect(within(section).queryByRole('link')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Запросить новую копию' }));
    expect(calls).toEqual(['POST']);
    expect(await screen.findByText('Копия не запрошена')).toBeInTheDocument();
    expect(screen.getByText('Сегодня вы уже запросили 3 копии своих данных. Попробуйте завтра.')).toBeInTheDocument();
  });
});
