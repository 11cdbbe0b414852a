import { type UnsubscribeState, unsubscribeStateSchema } from '@swim/shared/api/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { noticeKeys } from './get-notice-preferences';

export type LinkSwitch = {
  /** The signed token of the mail's unsubscribe link (`t`). */
  token: string;
  /** true turns that kind's mail back on (resubscribe), false stops it (unsubscribe). */
  mail: boolean;
};

/** Stops or restarts one kind of mail with the link it carried; needs no session. */
export function switchMailByLink({ token, mail }: LinkSwitch): Promise<UnsubscribeState> {
  const path = mail ? '/notices/resubscribe' : '/notices/unsubscribe';
  return apiRequest('POST', `${path}${toQueryString({ t: token })}`, { schema: unsubscribeStateSchema });
}

/** The unsubscribe page's one write; preferences shown elsewhere in this tab are read again. */
export function useSwitchMailByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMailByLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.preferences }),
  });
}
