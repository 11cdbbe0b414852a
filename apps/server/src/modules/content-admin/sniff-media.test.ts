import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniff-media.js';

/** An ISO base media 'ftyp' box: major brand, version, compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const payload = Buffer.concat([Buffer.from(major), Buffer.from([0, 0, 0, 0]), Buffer.from(compatible.join(''))]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from('ftyp'), payload, Buffer.alloc(64)]);
}

describe('sniffMediaType', () => {
  it('names the accepted photo and video types by their first bytes', () => {
    expect(sniffMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(60)]))).toBe('image/jpeg');
    expect(sniffMediaType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(sniffMediaType(ftyp('avif', ['mif1', 'miaf']))).toBe('image/avif');
    expect(sniffMediaType(ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']))).toBe('video/mp4');
    expect(sniffMediaType(ftyp('mp42', ['mp42', 'mp41']))).toBe('video/mp4');
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(40),
    ]);
    expect(sniffMediaType(webm)).toBe('video/webm');
  });

  it('refuses HEIC, QuickTime, Matroska that is not WebM, GIF, SVG and text', () => {
    expect(sniffMediaType(ftyp('heic', ['mif1', 'heic']))).toBeNull();
    expect(sniffMediaType(ftyp('qt  ', ['qt  ']))).toBeNull();
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
      Buffer.alloc(40),
    ]);
    expect(sniffMediaType(mkv)).toBeNull();
    expect(sniffMediaType(Buffer.from('GIF89a'.padEnd(64, '\0')))).toBeNull();
    expect(
      sniffMediaType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffMediaType(Buffer.from('ftyp but not in a box, just words in a text file'))).toBeNull();
    expect(sniffMediaType(Buffer.alloc(0))).toBeNull();
  });
});
