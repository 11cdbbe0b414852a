import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

async function footerLinks(): Promise<string[]> {
  const footer = await screen.findByRole('contentinfo');
  return within(footer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('site footer', () => {
  it('offers a visitor the ways in', async () => {
    mockApi({ 'GET /api/me': () => buildMe(null) });
    await renderRoute('/club');
    expect(await footerLinks()).toEqual(expect.arrayContaining(['/register-child', '/athlete/register', '/auth']));
  });

  it('gives a signed-in parent their own pages instead of "Sign in"', async () => {
    mockApi({ 'GET /api/me': () => buildMe(buildUser({ role: 'parent' })) });
    await renderRoute('/club');
    await screen.findByRole('button', { name: /Мария Петрова/ });
    const links = await footerLinks();
    expect(links).toEqual(expect.arrayContaining(['/dashboard', '/register-child', '/payments']));
    expect(links).not.toContain('/auth');
    expect(links).not.toContain('/athlete/register');
  });

  it('shows an approved athlete only the athlete area, no family links', async () => {
    mockApi({ 'GET /api/me': () => buildMe(buildUser({ role: 'athlete', athleteApproved: true })) });
    await renderRoute('/athlete/dashboard');
    await screen.findByRole('button', { name: /Мария Петрова/ });
    const links = (await footerLinks()).filter((href) => href.startsWith('/') && href !== '/');
    expect(links).toEqual(['/athlete/dashboard', '/athlete/goals']);
  });
});
