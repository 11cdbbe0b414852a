import { type AdminClubSettings, adminClubSettingsSchema } from '@swim/shared/api/club-settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminClubSettings> {
  return apiGet('/admin/settings', adminClubSettingsSchema, signal);
}

export function useAdminSettings() {
  return useQuery({ queryKey: clubAdminKeys.settings, queryFn: ({ signal }) => getAdminSettings(signal) });
}
