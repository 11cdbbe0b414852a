import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';

// jsdom does not implement scrolling; the router's scroll restoration calls it.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });

afterEach(() => {
  // Sonner replays still-active toasts to every new <Toaster>; without this they leak into the next test.
  toast.dismiss();
  cleanup();
  localStorage.clear();
});
