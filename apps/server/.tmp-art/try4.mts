import sharp from 'sharp';
import { productShot, type ProductShape } from '../src/db/seed/art/products-art.js';
const shapes: ProductShape[] = ['swimsuit','jammer','goggles','mirror-goggles','cap','fabric-cap','kickboard','fins','pull-buoy','paddles','towel','backpack','bottle'];
const files: string[] = [];
let i = 0;
for (const shape of shapes) {
  const svg = productShot({ width: 600, height: 600 }, { shape, hue: (i * 47) % 360, seed: i });
  const f = `/tmp/art/p-${shape}.webp`;
  const info = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(f);
  console.log(shape, info.size); files.push(f); i++;
}
