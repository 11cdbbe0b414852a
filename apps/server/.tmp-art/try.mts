import sharp from 'sharp';
import { poolFromAbove, underwater, kidsPool, openSea } from '/work/main/apps/server/src/db/seed/art/scenes-water.js';
const size = { width: 1200, height: 800 };
const scenes = {
  pool: poolFromAbove(size, { hue: 195, seed: 3 }),
  under: underwater(size, { hue: 200, seed: 5 }),
  kids: kidsPool(size, { hue: 185, seed: 2 }),
  sea: openSea(size, { hue: 205, seed: 4 }),
};
for (const [name, svg] of Object.entries(scenes)) {
  const t = Date.now();
  const info = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(`/tmp/art/${name}.webp`);
  await sharp(`/tmp/art/${name}.webp`).png().toFile(`/tmp/art/${name}.png`);
  console.log(name, info.size, Date.now() - t, 'ms');
}
