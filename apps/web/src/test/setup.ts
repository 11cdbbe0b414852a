import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';

// A lazy page's first load in a busy run (CI runs every project at once on two cores) can take seconds: findBy*
// and waitFor wait on the condition up to this long, and return as soon as it holds.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });

afterEach(() => {
  // Sonner replays still-active toasts to every new <Toaster>; without this they leak into the next test.
  toast.dismiss();
  cleanup();
  localStorage.clear();
});
