// The receiving side of Web Push, written from the RFCs with node:crypto alone (independent of the `web-push` library
// the server sends with): a browser's subscription keys, VAPID verification (RFC 8292) and aes128gcm decryption
// (RFC 8188 with the Web Push key derivation of RFC 8291).
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';

/** What a browser keeps for one subscription: its P-256 key pair and the 16-byte auth secret. */
export type BrowserKeys = { ecdh: ECDH; publicKey: Buffer; authSecret: Buffer };

/** Makes a subscription's keys as a browser does. */
export function createBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return { ecdh, publicKey, authSecret: randomBytes(16) };
}

export type VapidClaims = { aud: string; exp: number; sub: string };

export type VapidCheck = { ok: true; claims: VapidClaims; publicKey: string } | { ok: false; reason: string };

/** A P-256 public key from its uncompressed point (65 bytes, base64url). */
function publicKeyFromPoint(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * Checks `Authorization: vapid t=<jwt>, k=<key>` as a push service does: an ES256 JWT signed by the key k, for this
 * push service's origin, expiring in the future but no more than 24 hours ahead, with a contact subject.
 */
export function checkVapid(header: string | undefined, origin: string, nowSeconds: number): VapidCheck {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return { ok: false, reason: 'no vapid authorization' };
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name = '', ...rest] = part.trim().split('=');
      return [name.trim().toLowerCase(), rest.join('=').trim()] as const;
    }),
  );
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return { ok: false, reason: 'vapid t or k missing' };
  const [head, body, signature, ...extra] = token.split('.');
  if (!head || !body || !signature || extra.length > 0) return { ok: false, reason: 'not a JWT' };
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
    if (header.alg !== 'ES256') return { ok: false, reason: `alg ${String(header.alg)}` };
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKeyFromPoint(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return { ok: false, reason: 'bad signature' };
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<VapidClaims>;
    if (claims.aud !== origin) return { ok: false, reason: `aud ${String(claims.aud)} is not ${origin}` };
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    if (claims.exp > nowSeconds + 24 * 3600) return { ok: false, reason: 'exp more than 24 hours ahead' };
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
      return { ok: false, reason: 'sub is not a mailto: or https: contact' };
    }
    return { ok: true, claims: claims as VapidClaims, publicKey: key };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'unreadable token' };
  }
}

const info = (text: string) => Buffer.concat([Buffer.from(text, 'latin1'), Buffer.from([0])]);
const hkdf = (salt: Buffer, ikm: Buffer, label: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, label, length));

/** Decrypts an aes128gcm Web Push message (one record) with the subscription's keys; throws when it does not open. */
export function decryptPush(body: Buffer, keys: BrowserKeys): Buffer {
  if (body.length < 21) throw new Error('shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not the sender’s P-256 public key');
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), keys.publicKey, senderKey]);
  const ikm = hkdf(keys.authSecret, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, info('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(salt, ikm, info('Content-Encoding: nonce'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by any number of zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
