// The settings form's values: each day has a 'closed' box beside its times, which the API writes as null.
import {
  type AdminClubSettings,
  type ClubSettingsInput,
  clubSettingsInputSchema,
} from '@swim/shared/api/club-settings';
import { z } from 'zod';

export type DayValues = { closed: boolean; open: string; close: string };
type Text = { bg: string; en: string; ru: string };
export type SettingsFormValues = {
  name: Text;
  address: Text;
  phone: string;
  email: string;
  officeHours: DayValues[];
  bank: { holder: string; iban: string; bic: string; bank: string };
};

const text = (value: { bg: string; en?: string; ru?: string }): Text => ({
  bg: value.bg,
  en: value.en ?? '',
  ru: value.ru ?? '',
});

export function toFormValues(settings: AdminClubSettings): SettingsFormValues {
  return {
    name: text(settings.name),
    address: text(settings.address),
    phone: settings.phone,
    email: settings.email,
    officeHours: settings.officeHours.map((day) =>
      day ? { closed: false, open: day.open, close: day.close } : { closed: true, open: '', close: '' },
    ),
    bank: { ...settings.bank },
  };
}

export function toInput(values: SettingsFormValues): ClubSettingsInput {
  return {
    ...values,
    officeHours: values.officeHours.map((day) => (day.closed ? null : { open: day.open, close: day.close })),
  };
}

/** The server's own request schema, run on what the form holds (so the two cannot drift). */
export const settingsFormSchema = z
  .custom<SettingsFormValues>()
  .transform((values) => toInput(values))
  .pipe(clubSettingsInputSchema);
