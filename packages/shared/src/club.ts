// The club's time zone, and the demo club's details: the seed writes them to club_settings, and the server answers
// with them while that row is missing. What the site shows comes from the settings the admin edits.
import type { PricingSettings } from './period-price.js';

export const CLUB_TIME_ZONE = 'Europe/Sofia';

type Text = { bg: string; en?: string; ru?: string };
/** One day's office hours ('HH:MM', club time), or null when the office is closed. */
export type OfficeDay = { open: string; close: string } | null;
export type ClubBankDetails = { holder: string; iban: string; bic: string; bank: string };
export type ClubDetails = {
  name: Text;
  address: Text;
  phone: string;
  email: string;
  /** Seven entries, Monday (0) to Sunday (6). */
  officeHours: OfficeDay[];
  /** Where parents send bank transfers (shown on the payment screen). */
  bank: ClubBankDetails;
  /** The first-period rule and the family and multi-class discounts (ADR 0033). */
  pricing: PricingSettings;
};

const weekday = { open: '08:00', close: '20:00' };
const weekend = { open: '09:00', close: '14:00' };

export const DEFAULT_CLUB_SETTINGS: ClubDetails = {
  name: { bg: 'Плувен клуб „Делфин“', en: 'Delfin Swimming Club', ru: 'Плавательный клуб «Делфин»' },
  address: {
    bg: 'ул. „Плувна“ 12, 1000 София',
    en: '12 Pluvna St, 1000 Sofia, Bulgaria',
    ru: 'ул. «Плувна» 12, 1000 София, Болгария',
  },
  phone: '+359 888 123 456',
  email: 'info@delfin-swim.bg',
  officeHours: [weekday, weekday, weekday, weekday, weekday, weekend, weekend],
  bank: {
    holder: 'Плувен клуб „Делфин“',
    iban: 'BG80 BNBG 9661 1020 3456 78',
    bic: 'BNBGBGSD',
    bank: 'Българска народна банка',
  },
  // The demo club's family prices: a second child 10% off, a third and more 15% off, a second class 5.00 off.
  pricing: {
    firstPeriodProRata: true,
    discounts: {
      secondChild: { kind: 'percent', value: 10 },
      thirdChild: { kind: 'percent', value: 15 },
      // Euro cents (the demo club's prices are in euro).
      secondClass: { kind: 'amount', value: 250 },
    },
  },
};
