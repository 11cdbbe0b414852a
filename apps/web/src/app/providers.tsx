import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { SessionProvider } from '../lib/session/session-provider';

// Sonner's rich colours fall just under WCAG AA contrast (about 4.3:1); these darker texts pass it.
const TOAST_COLORS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 37%)',
} as CSSProperties;

/** Toasts below the sticky header (64 px, 72 px on wide screens), so a toast never hides the navigation. */
function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      richColors
      position="top-center"
      closeButton
      containerAriaLabel={t('states.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('states.closeNotification') }}
      style={TOAST_COLORS}
      offset={{ top: 84 }}
      mobileOffset={{ top: 76 }}
    />
  );
}

/** App-wide context: server state (TanStack Query), the session's refresh timer and toasts. i18n is initialised in lib/i18n. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
