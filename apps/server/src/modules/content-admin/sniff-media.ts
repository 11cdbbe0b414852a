// What a file is, by its first bytes only (never its name or the type the browser declared).
import { sniffImageType } from '../../lib/images.js';

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'video/mp4' | 'video/webm';

/** Bytes enough to recognise every accepted type. */
export const SNIFF_BYTES = 64;

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

/** The brands an ISO base media file (MP4, AVIF, HEIC) announces in its leading 'ftyp' box. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * The accepted type a file's first bytes announce, or null. Photos are JPEG, PNG, WebP or AVIF (the decoder then
 * reads them whole); videos are MP4 or WebM. HEIC (HEVC) photos are refused: the bundled decoder cannot read them.
 */
export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return ascii(bytes, 4, SNIFF_BYTES).includes('webm') ? 'video/webm' : null;
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  if (AVIF_BRANDS.has(brands[0] ?? '')) return 'image/avif';
  if (brands.some((b) => b.startsWith('he') || b === 'mif1' || b === 'msf1' || b === 'qt  ')) return null;
  return brands.some((b) => MP4_BRANDS.has(b)) ? 'video/mp4' : null;
}

export const isImageType = (type: SniffedType): boolean => type.startsWith('image/');
