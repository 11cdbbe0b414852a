// The admin's "Consents" section of a child's record: the family's answers read in words, and the answer of a paper
// form recorded to the text version shown, read back as recorded by the club.
import type { ConsentsView } from '@swim/shared/api/consents';
import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { findRawValues } from '@swim/shared/raw-values';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ChildConsentsSection } from './child-consents-section';

const CHILD_ID = '33333333-3333-4333-8333-333333333333';
const PATH = `/api/admin/children/${CHILD_ID}/consents`;

const state = (kind: 'photos' | 'medical', granted: boolean | null, givenAs: 'parent' | 'admin' | null) => ({
  kind,
  granted,
  textVersion: granted === null ? null : CONSENT_TEXTS[kind].version,
  currentVersion: CONSENT_TEXTS[kind].version,
  needsAnswer: granted === null,
  givenAt: granted === null ? null : '2026-11-28T08:00:00.000Z',
  givenAs,
  givenByName: givenAs === 'admin' ? 'Анна Админова' : givenAs === 'parent' ? 'Мария Петрова' : null,
  canAnswer: true,
});

const BEFORE: ConsentsView = {
  consents: [state('photos', null, null), state('medical', true, 'parent')],
  history: [
    {
      kind: 'medical',
      granted: true,
      textVersion: 1,
      givenAt: '2026-11-28T08:00:00.000Z',
      givenAs: 'parent',
      givenByName: 'Мария Петрова',
    },
  ],
};
const AFTER: ConsentsView = {
  consents: [state('photos', true, 'admin'), state('medical', true, 'parent')],
  history: [
    ...BEFORE.history,
    {
      kind: 'photos',
      granted: true,
      textVersion: 1,
      givenAt: '2026-11-28T08:00:00.000Z',
      givenAs: 'admin',
      givenByName: 'Анна Админова',
    },
  ],
};

describe('ChildConsentsSection', () => {
  it('records a paper form’s answer to the text shown and reads it back as recorded by the club', async () => {
    const sent: unknown[] = [];
    mockApi({
      [`GET ${PATH}`]: () => (sent.length > 0 ? AFTER : BEFORE),
      [`PUT ${PATH}/photos`]: ({ body }) => {
        sent.push(body);
        return AFTER;
      },
    });
    await renderWithProviders(<ChildConsentsSection childId={CHILD_ID} childName="Виктория Петрова" />);
    const section = await screen.findByRole('region', { name: 'Съгласия' });
    expect(await within(section).findByText('Отговор от Мария Петрова, 28 ноември 2026, 10:00')).toBeVisible();
    const [photos] = within(section).getAllByRole('listitem');
    await userEvent.click(within(photos as HTMLElement).getByRole('button', { name: 'Записване: съгласие на хартия' }));

    expect(sent).toEqual([{ granted: true, textVersion: CONSENT_TEXTS.photos.version }]);
    expect(
      await within(section).findByText('Записано от Анна Админова по подписан формуляр, 28 ноември 2026, 10:00'),
    ).toBeVisible();
    expect(findRawValues(section.textContent ?? '')).toEqual([]);
  });
});
