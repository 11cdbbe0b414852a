import { type ClubSettings, clubSettingsSchema } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { pickText } from '@swim/shared/localized';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { clubKeys } from '../lib/club-query-keys';
import { useLanguage } from './use-language';

export function getClubSettings(signal?: AbortSignal): Promise<ClubSettings> {
  return apiGet('/club/settings', clubSettingsSchema, signal);
}

/** The club's details as the admin set them (footer, /contact, /club); refreshed when the admin saves. */
export function useClubSettings() {
  return useQuery({ queryKey: clubKeys.settings, queryFn: ({ signal }) => getClubSettings(signal) });
}

/** The club's name in the interface language; the demo club's name until the settings have loaded. */
export function useClubName(): string {
  const language = useLanguage();
  const settings = useClubSettings();
  return pickText(settings.data?.name ?? DEFAULT_CLUB_SETTINGS.name, language);
}
