import type { ClubSettings } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { pickText } from '@swim/shared/localized-text';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { clubKeys } from '../lib/club-query-keys';
import { useLanguage } from './use-language';

export function getClubSettings(signal?: AbortSignal): Promise<ClubSettings> {
  // The footer of every page asks for this: the schema (and zod) load beside the request, out of the first script.
  const schema = () => import('@swim/shared/api/club-settings').then((m) => m.clubSettingsSchema);
  return apiGet('/club/settings', schema, signal);
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
