import sharp from 'sharp';
import { portrait } from '../src/db/seed/art/portraits.js';
const size = { width: 600, height: 600 };
const scenes = {
  coach1: portrait(size, { initials: 'ГИ', hue: 200, seed: 1, skin: '#e0ac85', hair: '#3b2a20', kind: 'coach' }),
  coach2: portrait(size, { initials: 'ПН', hue: 330, seed: 2, skin: '#f1c7a5', hair: '#7a4a2a', kind: 'coach', longHair: true }),
  ath: portrait(size, { initials: 'НС', hue: 160, seed: 3, skin: '#f1c7a5', hair: '#000', kind: 'athlete' }),
};
for (const [name, svg] of Object.entries(scenes)) {
  const info = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(`/tmp/art/${name}.webp`);
  await sharp(`/tmp/art/${name}.webp`).png().toFile(`/tmp/art/${name}.png`);
  console.log(name, info.size);
}
