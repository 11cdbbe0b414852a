// A server-rendered page's held taps are replayed only once React has taken over every part of the layout: a tap
// replayed earlier (a language button) would change what a part not yet hydrated renders.
import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AppReady } from './app-ready';

it('tells the page it has been taken over once the page, the cart and the menu have each committed, once', () => {
  const appReady = vi.fn();
  window.__appReady = appReady;

  render(<AppReady part="page" />);
  render(<AppReady part="cart" />);
  expect(appReady).not.toHaveBeenCalled();

  render(<AppReady part="menu" />);
  expect(appReady).toHaveBeenCalledTimes(1);

  render(<AppReady part="page" />);
  expect(appReady).toHaveBeenCalledTimes(1);
  delete window.__appReady;
});
