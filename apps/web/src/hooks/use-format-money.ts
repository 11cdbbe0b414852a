import { formatPrice } from '@swim/shared/dual-money';
import type { Currency } from '@swim/shared/enums';
import { useCallback } from 'react';
import { useClubSettings } from './use-club-settings';
import { useLanguage } from './use-language';

/**
 * Whether the club shows every price in both currencies (its dual display setting). Off until the settings have
 * loaded; a server-rendered page has them in its state (the footer asks for them), so the browser takes it over alike.
 */
export function useDualDisplay(): boolean {
  return useClubSettings().data?.dualDisplay === true;
}

/**
 * Formats a price as a parent or visitor reads it, in the interface language: with the club's dual display on, in
 * both currencies alike ('80,00 € / 156,47 лв.'); otherwise in its own currency.
 */
export function useFormatMoney(): (amount: number, currency: Currency) => string {
  const language = useLanguage();
  const dual = useDualDisplay();
  return useCallback(
    (amount: number, currency: Currency) => formatPrice(amount, currency, language, dual),
    [dual, language],
  );
}
