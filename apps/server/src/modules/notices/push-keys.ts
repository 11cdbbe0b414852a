// The server's VAPID key pair (RFC 8292): configured, or made on first start and kept in server_keys so that every
// instance, and every restart, signs with the same key the browsers subscribed with.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { serverKeys } from '../../db/schema/index.js';

export type VapidKeys = {
  /** Uncompressed P-256 point, base64url: the applicationServerKey browsers subscribe with. */
  publicKey: string;
  /** The P-256 scalar, base64url. */
  privateKey: string;
  /** mailto: or https: contact sent in every push's JWT. */
  subject: string;
};

const KEY_NAME = 'vapid';

/**
 * The VAPID keys this instance signs with. Without configured keys, the first instance to start stores a new pair;
 * two starting at once both try, the database keeps one (the primary key), and both read that one back.
 */
export async function loadVapidKeys(db: Db, config: Pick<Config, 'vapid' | 'vapidSubject'>): Promise<VapidKeys> {
  if (config.vapid) return { ...config.vapid, subject: config.vapidSubject };
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, value: { publicKey: fresh.publicKey, privateKey: fresh.privateKey } })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  const publicKey = row?.value.publicKey;
  const privateKey = row?.value.privateKey;
  if (!publicKey || !privateKey) throw new Error(`server_keys '${KEY_NAME}' holds no VAPID key pair`);
  return { publicKey, privateKey, subject: config.vapidSubject };
}

/** The keys, read once and then remembered; a failed read (the database is down) is tried again on the next call. */
export type VapidKeySource = () => Promise<VapidKeys>;

/**
 * The app's source of its VAPID keys. Asked at start (app.ts, when the app is ready) and by every push, but never
 * needed to start: a server whose database is down still starts and answers 503 until it is back.
 */
export function createVapidKeySource(db: Db, config: Pick<Config, 'vapid' | 'vapidSubject'>): VapidKeySource {
  let loading: Promise<VapidKeys> | null = null;
  return () => {
    loading ??= loadVapidKeys(db, config).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
