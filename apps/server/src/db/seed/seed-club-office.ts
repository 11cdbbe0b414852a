// The club's settings row (from the demo club's details) and a few messages in the admin's inbox.
import type { ClubLegalDetails } from '@swim/shared/api/invoices';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { clubSettings, contactMessages, contactReplies } from '../schema/index.js';
import { addDays, clubInstant } from './dates.js';
import { demoPricing } from './demo-money.js';
import type { Seeding } from './seed-people.js';

/**
 * The demo club as its invoices name it, so the demo can issue them: a sports association not registered for VAT
 * (EIK 175743218: 1·1+7·2+5·3+7·4+4·5+3·6+2·7+1·8 = 118, 118 mod 11 = 8, the last digit).
 */
export const DEMO_CLUB_LEGAL: ClubLegalDetails = {
  legalName: 'Сдружение „Плувен клуб Делфин“',
  eik: '175743218',
  vatNumber: null,
  address: 'гр. София 1000, ул. „Плувна“ 12',
  mol: 'Елена Димитрова',
  vatRegistered: false,
};

export async function seedClubOffice({ tx, today, people, currency }: Seeding): Promise<void> {
  await tx
    .insert(clubSettings)
    .values({ id: 1, ...DEFAULT_CLUB_SETTINGS, pricing: demoPricing(currency), currency, legal: DEMO_CLUB_LEGAL })
    .onConflictDoNothing();

  const at = (daysAgo: number, time: string) => clubInstant(addDays(today, -daysAgo), time);
  const [, , answered] = await tx
    .insert(contactMessages)
    .values([
      {
        name: 'Десислава Маринова',
        email: 'desislava.marinova@example.bg',
        phone: '+359 887 554 210',
        subject: 'Група за начинаещи',
        message:
          'Здравейте! Дъщеря ми е на 6 години и не може да плува. Има ли свободни места в група за начинаещи в събота сутрин?',
        locale: 'bg',
        createdAt: at(0, '09:12'),
      },
      {
        name: 'James Whitfield',
        email: 'james.whitfield@example.com',
        subject: 'Trial lesson',
        message:
          'Hello, we have just moved to Sofia. Could my son (9) join a trial lesson before we choose a plan? He swims 25 m freestyle.',
        locale: 'en',
        createdAt: at(1, '18:40'),
      },
      {
        name: 'Ольга Сергеева',
        email: 'olga.sergeeva@example.ru',
        subject: 'Оплата банковским переводом',
        message: 'Добрый день! Можно ли оплатить абонемент банковским переводом сразу за три месяца?',
        locale: 'ru',
        createdAt: at(4, '12:05'),
        readAt: at(4, '14:00'),
        handledAt: at(4, '14:10'),
        handledBy: people.admin,
      },
    ])
    .returning();
  if (answered) {
    await tx.insert(contactReplies).values({
      messageId: answered.id,
      body: 'Да, конечно. Укажите в назначении платежа имя ребёнка и месяцы, за которые вы платите.',
      sentBy: people.admin,
      createdAt: at(4, '14:10'),
    });
  }
}
