// Every picture the demo club refers to, with how to draw it; scripts/generate-seed-assets.ts renders them.
import { portrait } from './portraits.js';
import { type ProductShape, productShot } from './products-art.js';
import { medals, raceStart, teamOnDeck } from './scenes-club.js';
import { kidsPool, openSea, poolFromAbove, underwater } from './scenes-water.js';
import type { Size } from './svg.js';

export type SeedImage = {
  file: string;
  size: Size;
  svg: () => string;
  /** A smaller copy of the same picture for gallery grids. */
  thumbnail?: { file: string; size: Size };
};

const PHOTO: Size = { width: 1200, height: 800 };
const THUMB: Size = { width: 600, height: 400 };
const SQUARE: Size = { width: 600, height: 600 };

type SceneName = 'pool' | 'underwater' | 'kids' | 'sea' | 'medals' | 'race' | 'team';

function scene(name: SceneName, hue: number, seed: number): () => string {
  switch (name) {
    case 'pool':
      return () => poolFromAbove(PHOTO, { hue, seed, tilt: seed % 2 === 0 ? -7 : 5 });
    case 'underwater':
      return () => underwater(PHOTO, { hue, seed });
    case 'kids':
      return () => kidsPool(PHOTO, { hue, seed });
    case 'sea':
      return () => openSea(PHOTO, { hue, seed });
    case 'medals':
      return () => medals(PHOTO, { hue, seed });
    case 'race':
      return () => raceStart(PHOTO, { hue, seed });
    case 'team':
      return () => teamOnDeck(PHOTO, { hue, seed });
  }
}

const NEWS: [SceneName, number][] = [
  ['pool', 195],
  ['medals', 225],
  ['kids', 180],
  ['sea', 205],
  ['race', 195],
  ['team', 205],
];

const GALLERY: [SceneName, number][] = [
  ['pool', 186],
  ['underwater', 205],
  ['kids', 172],
  ['medals', 265],
  ['race', 200],
  ['team', 190],
  ['sea', 198],
  ['pool', 170],
  ['underwater', 190],
  ['kids', 196],
  ['medals', 330],
  ['race', 184],
];

const PEOPLE = [
  { file: 'coach-georgi', initials: 'ГИ', hue: 205, skin: '#e0ac85', hair: '#3b2a20', kind: 'coach' },
  { file: 'coach-petya', initials: 'ПН', hue: 335, skin: '#f1c7a5', hair: '#7a4a2a', kind: 'coach', longHair: true },
  { file: 'coach-dimitar', initials: 'ДК', hue: 150, skin: '#c98e66', hair: '#1f1f1f', kind: 'coach' },
  { file: 'athlete-nikolay', initials: 'НС', hue: 190, skin: '#f1c7a5', hair: '#000', kind: 'athlete' },
  { file: 'athlete-simona', initials: 'СМ', hue: 290, skin: '#f5d3b8', hair: '#000', kind: 'athlete' },
  { file: 'athlete-kristian', initials: 'КА', hue: 25, skin: '#e0ac85', hair: '#000', kind: 'athlete' },
  { file: 'athlete-teodora', initials: 'ТВ', hue: 160, skin: '#f1c7a5', hair: '#000', kind: 'athlete' },
  { file: 'athlete-mila', initials: 'МХ', hue: 45, skin: '#c98e66', hair: '#000', kind: 'athlete' },
] as const;

/** Shop pictures by product image file (without extension). */
export const PRODUCT_PICTURES: Record<string, { shape: ProductShape; hue: number }> = {
  'product-swimsuit-girls': { shape: 'swimsuit', hue: 340 },
  'product-jammer-boys': { shape: 'jammer', hue: 220 },
  'product-swimsuit-race': { shape: 'swimsuit', hue: 250 },
  'product-goggles-kids': { shape: 'goggles', hue: 120 },
  'product-goggles-mirror': { shape: 'mirror-goggles', hue: 35 },
  'product-goggles-training': { shape: 'goggles', hue: 195 },
  'product-cap-silicone': { shape: 'cap', hue: 200 },
  'product-cap-fabric': { shape: 'fabric-cap', hue: 260 },
  'product-cap-race': { shape: 'cap', hue: 0 },
  'product-kickboard': { shape: 'kickboard', hue: 280 },
  'product-fins': { shape: 'fins', hue: 330 },
  'product-pull-buoy': { shape: 'pull-buoy', hue: 25 },
  'product-paddles': { shape: 'paddles', hue: 60 },
  'product-towel': { shape: 'towel', hue: 170 },
  'product-backpack': { shape: 'backpack', hue: 150 },
  'product-bottle': { shape: 'bottle', hue: 210 },
};

/** All still pictures, in a stable order. */
export function listSeedImages(): SeedImage[] {
  const news = NEWS.map(
    ([name, hue], i): SeedImage => ({ file: `news-${i + 1}.webp`, size: PHOTO, svg: scene(name, hue, i + 1) }),
  );
  const gallery = GALLERY.map(
    ([name, hue], i): SeedImage => ({
      file: `gallery-${i + 1}.webp`,
      size: PHOTO,
      svg: scene(name, hue, i + 11),
      thumbnail: { file: `gallery-${i + 1}-thumb.webp`, size: THUMB },
    }),
  );
  const people = PEOPLE.map(
    (p, i): SeedImage => ({
      file: `${p.file}.webp`,
      size: SQUARE,
      svg: () => portrait(SQUARE, { ...p, seed: i + 31, longHair: 'longHair' in p ? p.longHair : false }),
    }),
  );
  const products = Object.entries(PRODUCT_PICTURES).map(
    ([file, art], i): SeedImage => ({
      file: `${file}.webp`,
      size: SQUARE,
      svg: () => productShot(SQUARE, { ...art, seed: i + 51 }),
    }),
  );
  return [...news, ...gallery, ...people, ...products];
}

export const SEED_VIDEO = {
  file: 'video-1.mp4',
  poster: 'video-1-poster.webp',
  width: 640,
  height: 360,
  seconds: 5,
} as const;
