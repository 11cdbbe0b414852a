// Water scenes for news and gallery photos: the pool from above, underwater, the kids' pool and the open sea.
import { bobbingChild, floorLine, laneRope, sideSwimmer, topSwimmer } from './swimmers.js';
import {
  type Size,
  between,
  causticsFilter,
  createRandom,
  grainFilter,
  grainOverlay,
  hsl,
  linearGradient,
  svgDocument,
  wavePath,
} from './svg.js';

export type WaterScene = { hue: number; seed: number; swimmers?: number; tilt?: number };

const ROPE_COLORS = [
  ['#e63946', '#f1faee', '#1d4ed8'],
  ['#ffd60a', '#0077b6', '#f1faee'],
  ['#2a9d8f', '#f1faee', '#e76f51'],
];

/** Competition pool from above: lanes, ropes, caustics and swimmers doing crawl. */
export function poolFromAbove(size: Size, o: WaterScene): string {
  const random = createRandom(o.seed);
  const lanes = 6;
  const pad = 160;
  const top = -pad;
  const laneHeight = (size.height + pad * 2) / lanes;
  const left = -pad;
  const right = size.width + pad;
  const parts: string[] = [];
  parts.push(
    `<rect x="${left}" y="${top}" width="${right - left}" height="${size.height + pad * 2}" fill="url(#water)"/>`,
  );
  for (let i = 0; i < lanes; i += 1) {
    const y = top + laneHeight * (i + 0.5);
    parts.push(floorLine({ x0: left + 40, x1: right - 40, y }, 14, hsl(o.hue + 20, 70, 18)));
  }
  parts.push(
    `<rect x="${left}" y="${top}" width="${right - left}" height="${size.height + pad * 2}" filter="url(#caustics)" opacity="0.5"/>`,
  );
  const ropes = ROPE_COLORS[o.seed % ROPE_COLORS.length] ?? ['white'];
  for (let i = 1; i < lanes; i += 1) parts.push(laneRope({ x0: left, x1: right, y: top + laneHeight * i }, ropes, 11));
  const swimmerCount = o.swimmers ?? 4;
  for (let i = 0; i < swimmerCount; i += 1) {
    const lane = (i * 2 + o.seed) % lanes;
    parts.push(
      topSwimmer({
        x: between(random, 200, size.width - 80),
        y: top + laneHeight * (lane + 0.5),
        scale: 1.35,
        capHue: o.hue + 140 + i * 70,
        skin: i + o.seed,
        stroke: i,
      }),
    );
  }
  const tilt = o.tilt ?? -7;
  const body = `<g transform="rotate(${tilt} ${size.width / 2} ${size.height / 2})">${parts.join('')}</g>${grainOverlay(size, 'grain')}`;
  const defs = [
    linearGradient('water', [hsl(o.hue, 75, 56), hsl(o.hue + 8, 80, 40)], false),
    causticsFilter('caustics', o.seed, 0.011),
    grainFilter('grain', o.seed),
  ].join('');
  return svgDocument(size, defs, body);
}

/** Underwater view: light rays, bubbles, the floor line and a gliding swimmer. */
export function underwater(size: Size, o: WaterScene): string {
  const random = createRandom(o.seed);
  const { width, height } = size;
  const rays = Array.from({ length: 7 }, (_, i) => {
    const x = between(random, 0, width);
    const spread = between(random, 60, 160);
    return `<polygon points="${x},0 ${x + 40},0 ${x + spread + i * 20},${height} ${x - spread},${height}" fill="white" opacity="${between(random, 0.05, 0.13).toFixed(2)}"/>`;
  }).join('');
  const bubbles = Array.from({ length: 36 }, () => {
    const r = between(random, 3, 14);
    return `<circle cx="${between(random, 0, width).toFixed(0)}" cy="${between(random, 40, height - 80).toFixed(0)}" r="${r.toFixed(1)}" fill="white" fill-opacity="0.15" stroke="white" stroke-opacity="0.55" stroke-width="1.5"/>`;
  }).join('');
  const floor = `<path d="M0,${height * 0.8} L${width},${height * 0.72} L${width},${height} L0,${height} Z" fill="${hsl(o.hue + 10, 55, 30)}"/><path d="M0,${height * 0.9} L${width},${height * 0.8} L${width},${height * 0.83} L0,${height * 0.95} Z" fill="${hsl(o.hue + 20, 60, 14)}" opacity="0.7"/>`;
  const surface = `<path d="${wavePath({ width, baseY: 60, amplitude: 10, wavelength: 180, phase: o.seed, bottom: 0 })}" fill="${hsl(o.hue - 10, 80, 82)}" opacity="0.6"/>`;
  const swimmer = sideSwimmer({ x: width * 0.5, y: height * 0.42, scale: 1.5, capHue: o.hue + 160, skin: o.seed });
  const body = `<rect width="${width}" height="${height}" fill="url(#deep)"/>${rays}${floor}<rect width="${width}" height="${height}" filter="url(#caustics)" opacity="0.22"/>${surface}${swimmer}${bubbles}${grainOverlay(size, 'grain')}`;
  const defs = [
    linearGradient('deep', [hsl(o.hue - 10, 75, 62), hsl(o.hue, 80, 38), hsl(o.hue + 15, 85, 16)]),
    causticsFilter('caustics', o.seed, 0.008),
    grainFilter('grain', o.seed),
  ].join('');
  return svgDocument(size, defs, body);
}

/** The shallow learners' pool: children with arm floats, rings, kickboards and a rubber duck. */
export function kidsPool(size: Size, o: WaterScene): string {
  const random = createRandom(o.seed);
  const { width, height } = size;
  const rim = 70;
  const tiles = Array.from(
    { length: Math.ceil(width / 60) },
    (_, i) => `<rect x="${i * 60}" y="0" width="58" height="${rim - 4}" fill="${i % 2 ? '#fdf6e3' : '#f3ead0'}"/>`,
  ).join('');
  const rings = Array.from({ length: 4 }, (_, i) => {
    const x = between(random, 100, width - 100);
    const y = between(random, rim + 120, height - 80);
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(1 0.6)"><circle r="46" fill="none" stroke="${hsl(o.hue + 120 + i * 60, 85, 55)}" stroke-width="26"/><circle r="46" fill="none" stroke="white" stroke-width="26" stroke-dasharray="24 48"/></g>`;
  }).join('');
  const duck = `<g transform="translate(${width * 0.78} ${height * 0.32})"><ellipse cx="0" cy="20" rx="60" ry="16" fill="white" opacity="0.4"/><ellipse cx="0" cy="0" rx="50" ry="32" fill="#ffd60a"/><circle cx="30" cy="-34" r="24" fill="#ffd60a"/><path d="M50,-36 l24,6 l-24,8 Z" fill="#ff7b00"/><circle cx="36" cy="-40" r="4" fill="#222"/><path d="M-30,-6 q20,-20 40,0" stroke="#f4b400" stroke-width="6" fill="none"/></g>`;
  const board = (x: number, y: number, hue: number) =>
    `<g transform="translate(${x} ${y}) rotate(${between(random, -25, 25).toFixed(0)})"><rect x="-70" y="-40" width="140" height="80" rx="34" fill="${hsl(hue, 80, 58)}"/><rect x="-50" y="-10" width="100" height="20" rx="10" fill="white" opacity="0.5"/></g>`;
  const children = Array.from({ length: 5 }, (_, i) =>
    bobbingChild({
      x: 120 + i * ((width - 240) / 4),
      y: rim + 150 + (i % 2) * 200 + between(random, -30, 30),
      capHue: o.hue + i * 65,
      skin: i + o.seed,
    }),
  ).join('');
  const body = `<rect width="${width}" height="${height}" fill="url(#shallow)"/><rect width="${width}" height="${height}" filter="url(#caustics)" opacity="0.45"/>${rings}${board(width * 0.2, height * 0.82, o.hue + 40)}${board(width * 0.6, height * 0.88, o.hue + 200)}${duck}${children}<g>${tiles}<rect y="${rim - 6}" width="${width}" height="8" fill="${hsl(o.hue, 60, 35)}"/></g>${grainOverlay(size, 'grain')}`;
  const defs = [
    linearGradient('shallow', [hsl(o.hue - 15, 80, 70), hsl(o.hue, 75, 52)]),
    causticsFilter('caustics', o.seed, 0.014),
    grainFilter('grain', o.seed),
  ].join('');
  return svgDocument(size, defs, body);
}

/** Summer camp at the sea: sunrise sky, waves, buoys and swimmers' caps. */
export function openSea(size: Size, o: WaterScene): string {
  const random = createRandom(o.seed);
  const { width, height } = size;
  const horizon = height * 0.45;
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + 30 + i * 70;
    return `<path d="${wavePath({ width, baseY: y, amplitude: 8 + i * 3, wavelength: 140 + i * 40, phase: i * 1.7 + o.seed, bottom: height })}" fill="${hsl(o.hue + i * 3, 70, 48 - i * 4)}" opacity="0.9"/>`;
  }).join('');
  const caps = Array.from({ length: 7 }, (_, i) => {
    const x = between(random, 60, width - 60);
    const y = between(random, horizon + 90, height - 60);
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)})"><ellipse rx="34" ry="9" cy="10" fill="white" opacity="0.6"/><path d="M-18,8 A18,18 0 0 1 18,8 Z" fill="${hsl(20 + i * 50, 90, 55)}"/></g>`;
  }).join('');
  const buoys = [0.2, 0.5, 0.8]
    .map(
      (f) =>
        `<g transform="translate(${width * f} ${horizon + 60})"><path d="M-18,10 L0,-40 L18,10 Z" fill="#ff6b00"/><ellipse rx="22" ry="6" cy="10" fill="white" opacity="0.7"/></g>`,
    )
    .join('');
  const body = `<rect width="${width}" height="${horizon + 2}" fill="url(#sky)"/><circle cx="${width * 0.7}" cy="${horizon - 20}" r="90" fill="#ffd166"/><circle cx="${width * 0.7}" cy="${horizon - 20}" r="130" fill="#ffd166" opacity="0.25"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${hsl(o.hue, 70, 40)}"/>${waves}<rect y="${horizon}" width="${width}" height="${height - horizon}" filter="url(#caustics)" opacity="0.3"/>${buoys}${caps}${grainOverlay(size, 'grain')}`;
  const defs = [
    linearGradient('sky', ['#5fa8d3', '#f7c59f', '#ffe5b4']),
    causticsFilter('caustics', o.seed, 0.01),
    grainFilter('grain', o.seed),
  ].join('');
  return svgDocument(size, defs, body);
}
