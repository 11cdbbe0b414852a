import {
  type AdminClubSettings,
  type ClubSettingsInput,
  adminClubSettingsSchema,
} from '@swim/shared/api/club-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateArrearsViews } from '../../../lib/arrears-query-keys';
import { clubKeys } from '../../../lib/club-query-keys';
import { clubAdminKeys } from './query-keys';

export function saveSettings(input: ClubSettingsInput): Promise<AdminClubSettings> {
  return apiRequest('PUT', '/admin/settings', { body: input, schema: adminClubSettingsSchema });
}

/**
 * Saves the club's settings; the footer, /contact and /club read them again at once, and so do the arrears list and
 * analytics' unpaid dues (the grace days and the discounts change what is overdue).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(clubAdminKeys.settings, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.settings }),
        queryClient.invalidateQueries({ queryKey: clubAdminKeys.settings }),
        queryClient.invalidateQueries({ queryKey: clubAdminKeys.audit }),
        invalidateArrearsViews(queryClient),
      ]),
  });
}
