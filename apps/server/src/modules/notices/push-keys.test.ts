// The server's VAPID keys: configured ones are used as given; otherwise the first start makes a pair and keeps it, and
// two instances starting at once end up signing with the same one.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig, testConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { serverKeys } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { createVapidKeySource, loadVapidKeys } from './push-keys.js';

const t = useTestApp();
const config = testConfig();

/** Whether the private key gives the public key (an independent check of the pair). */
function isPair(publicKey: string, privateKey: string): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url') === publicKey;
}

describe('VAPID keys', () => {
  it('makes a key pair on first start, keeps it in server_keys and reads the same one on the next start', async () => {
    const first = await loadVapidKeys(t.database.db, config);
    const again = await loadVapidKeys(t.database.db, config);

    expect(isPair(first.publicKey, first.privateKey)).toBe(true);
    expect(again).toEqual(first);
    expect(await t.database.db.select().from(serverKeys)).toEqual([
      expect.objectContaining({ name: 'vapid', value: { publicKey: first.publicKey, privateKey: first.privateKey } }),
    ]);
    expect(first.subject).toBe('mailto:info@delfin-swim.bg');
  });

  it('two instances starting at once end with one key pair, and both sign with it', async () => {
    // On PostgreSQL each instance has its own pool, so the two inserts race in the database as two processes would.
    const url = t.database.url;
    const own: Database | null = url ? await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 2 }) : null;
    try {
      const [one, two] = await Promise.all([
        buildApp({ config, database: t.database }),
        buildApp({ config, database: own ?? t.database }),
      ]);
      await Promise.all([one.ready(), two.ready()]);
      const [keysOfOne, keysOfTwo] = [await one.vapidKeys(), await two.vapidKeys()];
      await Promise.all([one.close(), two.close()]);

      const rows = await t.database.db.select().from(serverKeys);
      expect(rows).toHaveLength(1);
      expect(keysOfOne).toEqual(keysOfTwo);
      expect(rows[0]?.value).toEqual({ publicKey: keysOfOne.publicKey, privateKey: keysOfOne.privateKey });
    } finally {
      await own?.close();
    }
  });

  it('reads the keys once, and again after a read that failed', async () => {
    let reads = 0;
    const flaky = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name === 'select') {
          reads += 1;
          if (reads === 1) throw new Error('connection refused');
        }
        return Reflect.get(target, name, receiver);
      },
    });
    const keys = createVapidKeySource(flaky, config);

    await expect(keys()).rejects.toThrow('connection refused');
    const first = await keys();
    expect(await keys()).toBe(first);
    expect(reads).toBe(2);
  });

  it('uses configured keys as given and stores nothing', async () => {
    const pair = webpush.generateVAPIDKeys();
    const configured = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://delfin-swim.bg/contact',
    });

    const keys = await loadVapidKeys(t.database.db, configured);

    expect(keys).toEqual({ ...pair, subject: 'https://delfin-swim.bg/contact' });
    expect(await t.database.db.select().from(serverKeys)).toEqual([]);
  });
});

describe('VAPID configuration', () => {
  const pair = webpush.generateVAPIDKeys();

  it('needs both keys or neither', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('refuses keys that are not one pair, or not P-256 keys, without printing the private key', () => {
    const other = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /not the public key of VAPID_PRIVATE_KEY/,
    );
    let message = '';
    try {
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: `${other.privateKey}xx` });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/VAPID_PRIVATE_KEY: must be a P-256 private key/);
    expect(message).not.toContain(other.privateKey);
  });

  it('takes a mailto: or https: subject, the club inbox by default', () => {
    expect(loadConfig({ CLUB_INBOX: 'office@club.example' }).vapidSubject).toBe('mailto:office@club.example');
    expect(loadConfig({ VAPID_SUBJECT: 'https://club.example' }).vapidSubject).toBe('https://club.example');
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://club.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
