// Children's data (issue 29, ADR 0045): consent kinds and their versioned texts, and the club's retention periods.
import { z } from 'zod';
import type { Language } from './enums.js';

/**
 * What a family consents to per child: publishing photos and videos of the child; keeping the child's medical notes;
 * appearing on the public coaches-and-athletes page (athletes).
 */
export const CONSENT_KINDS = ['photos', 'medical', 'public_profile'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Who answered: the parent (for a child under the digital consent age), the athlete themself, or an admin from paper. */
export const CONSENT_GIVERS = ['parent', 'athlete', 'admin'] as const;
export type ConsentGiver = (typeof CONSENT_GIVERS)[number];

/** Bulgaria's Personal Data Protection Act: from 14 a young person consents to online services themself. */
export const DIGITAL_CONSENT_AGE = 14;

/** Each consent's short name, for the audit log, mails and documents the server writes. */
export const CONSENT_TITLES: Record<ConsentKind, Record<Language, string>> = {
  photos: { bg: 'Снимки и видеа', en: 'Photos and videos', ru: 'Фото и видео' },
  medical: { bg: 'Медицински бележки', en: 'Medical notes', ru: 'Медицинские заметки' },
  public_profile: {
    bg: 'Публична страница на състезателя',
    en: "The athlete's public page",
    ru: 'Публичная страница спортсмена',
  },
};

type ConsentText = { version: number; text: Record<Language, string> };

/**
 * The texts a family agrees to, one current version per kind. Raising a version asks every family again: an answer
 * given to an older version stands until they answer the new one (ADR 0045), and the profile marks it to be renewed.
 */
export const CONSENT_TEXTS: Record<ConsentKind, ConsentText> = {
  photos: {
    version: 1,
    text: {
      bg: 'Съгласен(на) съм клубът да публикува снимки и видеа, на които се вижда детето, в галерията на сайта. Мога да оттегля съгласието по всяко време; тогава тези снимки и видеа спират да се показват публично веднага.',
      en: 'I agree that the club may publish photos and videos showing the child in the website gallery. I can withdraw this consent at any time; those photos and videos then stop being shown publicly at once.',
      ru: 'Я согласен(на), что клуб может публиковать фото и видео, на которых виден ребёнок, в галерее сайта. Я могу отозвать согласие в любое время; тогда эти фото и видео сразу перестают показываться публично.',
    },
  },
  medical: {
    version: 1,
    text: {
      bg: 'Съгласен(на) съм клубът да пази медицинските бележки за детето (алергии, заболявания, лекарства), за да ги виждат треньорите му по време на занимания. Без това съгласие клубът не пази медицински бележки; при оттегляне те се изтриват.',
      en: "I agree that the club may keep the child's medical notes (allergies, conditions, medication) so that the child's coaches can see them during sessions. Without this consent the club keeps no medical notes; withdrawing it deletes them.",
      ru: 'Я согласен(на), что клуб может хранить медицинские заметки о ребёнке (аллергии, заболевания, лекарства), чтобы их видели его тренеры на занятиях. Без этого согласия клуб не хранит медицинские заметки; при отзыве они удаляются.',
    },
  },
  public_profile: {
    version: 1,
    text: {
      bg: 'Съгласен(на) съм името, годината на раждане, дисциплината, постиженията и снимката на състезателя да се показват на публичната страница „Треньори и състезатели“.',
      en: "I agree that the athlete's name, year of birth, discipline, achievements and photo may be shown on the public coaches-and-athletes page.",
      ru: 'Я согласен(на), что имя, год рождения, дисциплина, достижения и фото спортсмена могут показываться на публичной странице «Тренеры и спортсмены».',
    },
  },
};

/** The periods after which the retention job deletes or pseudonymises a kind of record (ADR 0046). */
export const retentionSettingsSchema = z.object({
  /** Contact messages (and their replies) from visitors and families. */
  contactMessagesMonths: z.number().int().min(1).max(120),
  /** The bodies of sent mail in the outbox (the row, its address and subject stay for the delivery record). */
  outboxBodiesMonths: z.number().int().min(1).max(120),
  /** The details of audit entries (who did what stays; the values changed go). */
  auditDetailsMonths: z.number().int().min(1).max(120),
  /** Attendance of sessions; pseudonymised rather than deleted where it billed a kindergarten month. */
  attendanceMonths: z.number().int().min(1).max(120),
  /** Trial lesson bookings by visitors who never became a family. */
  trialVisitorsMonths: z.number().int().min(1).max(120),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const DEFAULT_RETENTION: RetentionSettings = {
  contactMessagesMonths: 24,
  outboxBodiesMonths: 6,
  auditDetailsMonths: 36,
  attendanceMonths: 36,
  trialVisitorsMonths: 12,
};

/** Issued invoices, credit notes and the payments they document are kept this long (Accountancy Act, art. 12). */
export const ACCOUNTING_RETENTION_YEARS = 10;

/** A parent's erasure request proceeds on its own after this many days unless an admin confirms or refuses it sooner. */
export const ERASURE_GRACE_DAYS = 30;

/** A family export's download link works this long. */
export const EXPORT_LINK_HOURS = 24;
