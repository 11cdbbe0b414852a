import sharp from 'sharp';
import { medals, raceStart, teamOnDeck } from '../src/db/seed/art/scenes-club.js';
const size = { width: 1200, height: 800 };
const scenes = { medals: medals(size, { hue: 220, seed: 3 }), race: raceStart(size, { hue: 195, seed: 5 }), team: teamOnDeck(size, { hue: 200, seed: 2 }) };
for (const [name, svg] of Object.entries(scenes)) {
  const info = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(`/tmp/art/${name}.webp`);
  await sharp(`/tmp/art/${name}.webp`).png().toFile(`/tmp/art/${name}.png`);
  console.log(name, info.size);
}
