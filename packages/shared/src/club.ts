// The club's public contact details, shown in the footer and on /contact.

export const CLUB_TIME_ZONE = 'Europe/Sofia';

export const CLUB_CONTACT = {
  name: { bg: 'Плувен клуб „Делфин“', en: 'Delfin Swimming Club', ru: 'Плавательный клуб «Делфин»' },
  address: {
    bg: 'ул. „Плувна“ 12, 1000 София',
    en: '12 Pluvna St, 1000 Sofia, Bulgaria',
    ru: 'ул. «Плувна» 12, 1000 София, Болгария',
  },
  phone: '+359 888 123 456',
  /** Where parents send bank transfers (shown on the payment screen). */
  bank: {
    holder: 'Плувен клуб „Делфин“',
    iban: 'BG80 BNBG 9661 1020 3456 78',
    bic: 'BNBGBGSD',
    bank: 'Българска народна банка',
  },
  email: 'info@delfin-swim.bg',
  /** Office hours, Monday to Sunday, in the club's time zone. */
  officeHours: [
    { days: [0, 1, 2, 3, 4], open: '08:00', close: '20:00' },
    { days: [5, 6], open: '09:00', close: '14:00' },
  ],
} as const;
