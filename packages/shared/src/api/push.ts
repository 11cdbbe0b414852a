// Web Push on this device (issue 27 item 3): the server's public VAPID key, the browser's subscription and the list of
// the account's devices. Messages are i18n keys ('validation.*').
import { z } from 'zod';

/** Base64url as the Push API writes keys (padding tolerated, dropped). */
const base64url = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'invalid')
  .transform((value) => value.replace(/=+$/, ''));

/** The number of bytes a base64url text decodes to (no padding). */
export function base64urlByteLength(value: string): number {
  return Math.floor((value.length * 3) / 4);
}

export const pushKeySchema = z.object({
  /** The application server key for PushManager.subscribe (the VAPID public key, base64url). */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

/** The browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().trim().min(1, 'invalid').max(2048, 'tooLong').pipe(z.url('invalid')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, uncompressed. */
    p256dh: base64url.refine((value) => base64urlByteLength(value) === 65 && value.startsWith('B'), 'invalid'),
    /** The shared authentication secret: 16 bytes. */
    auth: base64url.refine((value) => base64urlByteLength(value) === 16, 'invalid'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushEndpointSchema = z.object({
  endpoint: z.string().trim().min(1, 'invalid').max(2048, 'tooLong'),
});
export type PushEndpoint = z.infer<typeof pushEndpointSchema>;

export const PUSH_BROWSERS = ['chrome', 'edge', 'firefox', 'safari', 'samsung', 'opera', 'other'] as const;
export type PushBrowser = (typeof PUSH_BROWSERS)[number];
export const PUSH_SYSTEMS = ['android', 'ios', 'windows', 'macos', 'linux', 'chromeos', 'other'] as const;
export type PushSystem = (typeof PUSH_SYSTEMS)[number];

/** A device of the account that allows push; never its keys. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  /** The push service address: the web app finds "this device" in the list by it. */
  endpoint: z.string(),
  browser: z.enum(PUSH_BROWSERS),
  system: z.enum(PUSH_SYSTEMS),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;
