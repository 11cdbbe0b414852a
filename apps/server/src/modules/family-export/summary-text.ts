// The words of a family export's summary.pdf and of its mail, in the account's language.
import type { ConsentKind } from '@swim/shared/privacy';
import type { Language, SkillLevel } from '@swim/shared/enums';
import type { FamilyTable } from './family-data-map.js';

export type SummaryText = {
  title: string;
  intro: string;
  account: string;
  name: string;
  email: string;
  phone: string;
  joined: string;
  exportedAt: string;
  children: string;
  noChildren: string;
  born: string;
  level: string;
  enrollments: string;
  noEnrollments: string;
  active: string;
  ended: string;
  since: string;
  attendance: (present: number, total: number) => string;
  assessments: (count: number) => string;
  consents: string;
  consentGiven: string;
  consentRefused: string;
  noConsents: string;
  payments: string;
  noPayments: string;
  paidTotal: (count: number) => string;
  refundedTotal: string;
  orders: (count: number) => string;
  contents: string;
  contentsIntro: string;
  rows: (count: number) => string;
  levels: Record<SkillLevel, string>;
  consentKinds: Record<ConsentKind, string>;
  tables: Record<FamilyTable, string>;
};

const TABLES: Record<FamilyTable, [bg: string, en: string, ru: string]> = {
  users: ['Профил', 'Profile', 'Профиль'],
  accounts: ['Начини за вход', 'Sign-in methods', 'Способы входа'],
  sessions: ['Устройства с вход', 'Signed-in devices', 'Устройства со входом'],
  children: ['Деца', 'Children', 'Дети'],
  skill_level_history: ['История на нивото', 'Level history', 'История уровня'],
  enrollments: ['Записвания', 'Enrollments', 'Записи в группы'],
  attendance: ['Присъствия', 'Attendance', 'Посещаемость'],
  assessments: ['Оценявания', 'Assessments', 'Оценки'],
  assessment_scores: ['Оценки по показатели', 'Assessment scores', 'Баллы по показателям'],
  achievements: ['Постижения', 'Achievements', 'Достижения'],
  performance_records: ['Резултати', 'Performance records', 'Результаты'],
  absences: ['Предупредени отсъствия', 'Reported absences', 'Сообщённые пропуски'],
  makeup_credits: ['Права за наваксване', 'Make-up credits', 'Права на отработку'],
  makeup_bookings: ['Записани наваксвания', 'Make-up bookings', 'Записи на отработку'],
  session_carry_overs: ['Пренесени занятия', 'Carried-over sessions', 'Перенесённые занятия'],
  waitlist_entries: ['Списъци на чакащите', 'Waiting lists', 'Листы ожидания'],
  waitlist_offers: ['Предложени места', 'Offered places', 'Предложенные места'],
  trial_bookings: ['Пробни занятия', 'Trial lessons', 'Пробные занятия'],
  payments: ['Плащания', 'Payments', 'Платежи'],
  refunds: ['Възстановени суми', 'Refunds', 'Возвраты'],
  closure_refunds: ['Върнати суми за затворени дни', 'Refunds for closed days', 'Возвраты за закрытые дни'],
  subscriptions: ['Абонаменти', 'Subscriptions', 'Подписки'],
  kindergarten_bills: ['Сметки за детска градина', 'Kindergarten bills', 'Счета детского сада'],
  payment_write_offs: ['Отписани задължения', 'Written-off dues', 'Списанные долги'],
  payment_reminders: ['Напомняния за плащане', 'Payment reminders', 'Напоминания об оплате'],
  arrears_notes: ['Бележки на клуба за дължими суми', 'Club notes on dues', 'Заметки клуба о долгах'],
  invoices: ['Фактури и кредитни известия', 'Invoices and credit notes', 'Счета-фактуры и кредит-ноты'],
  orders: ['Поръчки', 'Orders', 'Заказы'],
  order_items: ['Артикули в поръчки', 'Order items', 'Товары в заказах'],
  contact_messages: ['Съобщения до клуба', 'Messages to the club', 'Сообщения клубу'],
  contact_replies: ['Отговори на клуба', 'Club replies', 'Ответы клуба'],
  email_outbox: ['Изпратени писма (теми)', 'Mail sent (subjects)', 'Отправленные письма (темы)'],
  notice_preferences: ['Настройки на известията', 'Notice settings', 'Настройки уведомлений'],
  notice_deliveries: ['Изпратени известия', 'Notices sent', 'Отправленные уведомления'],
  push_subscriptions: ['Устройства за известия', 'Push devices', 'Устройства для уведомлений'],
  calendar_feeds: ['Адрес за календар', 'Calendar address', 'Адрес календаря'],
  consents: ['Съгласия (история)', 'Consents (history)', 'Согласия (история)'],
  media_children: ['Снимки и видеа с детето', 'Photos and videos of the child', 'Фото и видео с ребёнком'],
  athlete_accounts: ['Профил на състезател', 'Athlete account', 'Аккаунт спортсмена'],
  athlete_goals: ['Цели на състезателя', 'Athlete goals', 'Цели спортсмена'],
  athlete_profiles: ['Публичен профил на състезател', 'Public athlete profile', 'Публичный профиль спортсмена'],
  coach_profiles: ['Публичен профил на треньор', 'Public coach profile', 'Публичный профиль тренера'],
  data_exports: ['Копия на данните', 'Data exports', 'Копии данных'],
  erasure_requests: ['Искания за изтриване', 'Erasure requests', 'Запросы на удаление'],
  audit_log: ['Записи в дневника на промените', 'Change log entries', 'Записи журнала изменений'],
};

const tablesIn = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(TABLES).map(([table, labels]) => [table, labels[index]])) as Record<
    FamilyTable,
    string
  >;

export const SUMMARY_TEXT: Record<Language, SummaryText> = {
  bg: {
    title: 'Вашите данни в клуба',
    intro:
      'Това е обобщение на данните, които клубът пази за профила ви и децата ви. Пълните данни са във файла data.json в същия архив.',
    account: 'Профил',
    name: 'Име',
    email: 'Имейл',
    phone: 'Телефон',
    joined: 'Регистриран на',
    exportedAt: 'Изготвено на',
    children: 'Деца',
    noChildren: 'Няма записани деца.',
    born: 'Роден(а) на',
    level: 'Ниво',
    enrollments: 'Записвания',
    noEnrollments: 'Няма записвания.',
    active: 'активно',
    ended: 'приключило',
    since: 'от',
    attendance: (present, total) => `Присъствия: ${present} от ${total} отбелязани занятия`,
    assessments: (count) => `Оценявания: ${count}`,
    consents: 'Съгласия в сила',
    consentGiven: 'дадено',
    consentRefused: 'отказано',
    noConsents: 'Няма дадени отговори.',
    payments: 'Плащания',
    noPayments: 'Няма плащания.',
    paidTotal: (count) => `Платено (${count} плащания)`,
    refundedTotal: 'Възстановено',
    orders: (count) => `Поръчки от магазина: ${count}`,
    contents: 'Какво съдържа data.json',
    contentsIntro:
      'Датите са във формат ISO 8601 (часовете в UTC), сумите са в цели центове (стотинки) заедно с валутата.',
    rows: (count) => `${count} ${count === 1 ? 'запис' : 'записа'}`,
    levels: { beginner: 'Начинаещи', intermediate: 'Средно ниво', advanced: 'Напреднали' },
    consentKinds: {
      photos: 'Публикуване на снимки и видеа',
      medical: 'Пазене на медицински бележки',
      public_profile: 'Публичен профил на състезател',
    },
    tables: tablesIn(0),
  },
  en: {
    title: 'Your data at the club',
    intro:
      'This is a summary of the data the club holds about your account and your children. The full data is in the file data.json in the same archive.',
    account: 'Account',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    joined: 'Joined on',
    exportedAt: 'Prepared on',
    children: 'Children',
    noChildren: 'No children registered.',
    born: 'Born on',
    level: 'Level',
    enrollments: 'Enrollments',
    noEnrollments: 'No enrollments.',
    active: 'active',
    ended: 'ended',
    since: 'since',
    attendance: (present, total) => `Attendance: present at ${present} of ${total} marked sessions`,
    assessments: (count) => `Assessments: ${count}`,
    consents: 'Consents in force',
    consentGiven: 'given',
    consentRefused: 'refused',
    noConsents: 'No answers given.',
    payments: 'Payments',
    noPayments: 'No payments.',
    paidTotal: (count) => `Paid (${count} payments)`,
    refundedTotal: 'Refunded',
    orders: (count) => `Shop orders: ${count}`,
    contents: 'What data.json holds',
    contentsIntro: 'Dates are ISO 8601 (times in UTC); amounts are whole cents beside their currency.',
    rows: (count) => `${count} ${count === 1 ? 'record' : 'records'}`,
    levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
    consentKinds: {
      photos: 'Publishing photos and videos',
      medical: 'Keeping medical notes',
      public_profile: 'Public athlete profile',
    },
    tables: tablesIn(1),
  },
  ru: {
    title: 'Ваши данные в клубе',
    intro:
      'Это сводка данных, которые клуб хранит о вашем аккаунте и ваших детях. Полные данные находятся в файле data.json в том же архиве.',
    account: 'Аккаунт',
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    joined: 'Зарегистрирован(а)',
    exportedAt: 'Подготовлено',
    children: 'Дети',
    noChildren: 'Дети не зарегистрированы.',
    born: 'Дата рождения',
    level: 'Уровень',
    enrollments: 'Записи в группы',
    noEnrollments: 'Записей нет.',
    active: 'активна',
    ended: 'завершена',
    since: 'с',
    attendance: (present, total) => `Посещаемость: ${present} из ${total} отмеченных занятий`,
    assessments: (count) => `Оценки: ${count}`,
    consents: 'Действующие согласия',
    consentGiven: 'дано',
    consentRefused: 'не дано',
    noConsents: 'Ответов нет.',
    payments: 'Платежи',
    noPayments: 'Платежей нет.',
    paidTotal: (count) => `Оплачено (платежей: ${count})`,
    refundedTotal: 'Возвращено',
    orders: (count) => `Заказы в магазине: ${count}`,
    contents: 'Что содержит data.json',
    contentsIntro: 'Даты в формате ISO 8601 (время в UTC), суммы в целых центах рядом с валютой.',
    rows: (count) => `записей: ${count}`,
    levels: { beginner: 'Начинающие', intermediate: 'Средний уровень', advanced: 'Продвинутые' },
    consentKinds: {
      photos: 'Публикация фото и видео',
      medical: 'Хранение медицинских заметок',
      public_profile: 'Публичный профиль спортсмена',
    },
    tables: tablesIn(2),
  },
};
