import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('bg');
  });

  it('switches the language, updates <html lang> and remembers the choice', async () => {
    render(<LanguageSwitcher />);
    expect(screen.getByRole('group', { name: 'Език' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Български/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: /English/ }));

    // The English catalog is a chunk of its own: the switch completes once it has loaded.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Russian', async () => {
    render(<LanguageSwitcher />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Русский/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });
});
