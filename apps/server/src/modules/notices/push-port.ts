// The port the notice service sends pushes through (issue 27 item 3). push-sender.ts speaks the Web Push protocol
// (VAPID, aes128gcm) with the `web-push` library; tests point it at a local push service that speaks the protocol.
import type { PushPayload } from '../../db/schema/index.js';

export type PushOutcome = {
  /** Devices that took the push (the push service answered 201). */
  delivered: number;
  /** Subscriptions the push service said are gone (404 or 410): removed. */
  removed: number;
  /** Devices whose push service failed otherwise (5xx, network): worth trying again later. */
  failed: number;
};

export type PushSender = {
  /** Sends the payload to every device of the account. Never throws for one device's failure. */
  sendToUser(userId: string, payload: PushPayload): Promise<PushOutcome>;
};
