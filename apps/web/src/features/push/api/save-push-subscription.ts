import { type PushDevice, type PushSubscriptionInput, pushDeviceSchema } from '@swim/shared/api/push';
import { apiRequest } from '../../../lib/api-client';

/** Hands the browser's subscription to the server: from now on the account's notices reach this device. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<PushDevice> {
  return apiRequest('POST', '/push/subscriptions', { body: subscription, schema: pushDeviceSchema });
}
