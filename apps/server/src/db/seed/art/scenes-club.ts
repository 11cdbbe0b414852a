// Club-life scenes: medals, the start of a race, the team on the pool deck.
import { laneRope } from './swimmers.js';
import {
  type Size,
  between,
  causticsFilter,
  createRandom,
  grainFilter,
  grainOverlay,
  hsl,
  linearGradient,
  radialGradient,
  svgDocument,
} from './svg.js';

export type ClubScene = { hue: number; seed: number };

const MEDAL_METALS = [
  ['#fff3b0', '#f4c430', '#b8860b'],
  ['#ffffff', '#c0c6cc', '#7d8791'],
  ['#ffd8b0', '#cd7f32', '#8a4f1d'],
];

/** A medal hung at (x, y), turned by `rotate` degrees; `metal` indexes MEDAL_METALS (0 gold, 1 silver, 2 bronze). */
type Medal = { x: number; y: number; metal: number; ribbonHue: number; rotate: number };

function medal({ x, y, metal, ribbonHue, rotate }: Medal): string {
  const id = `metal${metal}`;
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
<path d="M-46,-330 L-8,-60 L14,-60 L-20,-330 Z" fill="${hsl(ribbonHue, 80, 45)}"/>
<path d="M46,-330 L8,-60 L-14,-60 L20,-330 Z" fill="${hsl(ribbonHue + 180, 75, 50)}"/>
<path d="M-33,-330 L-10,-150 L-2,-150 L-24,-330 Z" fill="white" opacity="0.7"/>
<rect x="-22" y="-72" width="44" height="26" rx="6" fill="url(#${id})"/>
<circle r="92" cy="40" fill="url(#${id})" stroke="${MEDAL_METALS[metal]?.[2]}" stroke-width="6" filter="url(#shadow)"/>
<circle r="68" cy="40" fill="none" stroke="white" stroke-opacity="0.45" stroke-width="4"/>
<polygon points="0,-2 12,26 42,28 18,46 27,76 0,58 -27,76 -18,46 -42,28 -12,26" fill="white" opacity="0.55"/>
</g>`;
}

/** Three medals hanging on ribbons over a confetti background. */
export function medals(size: Size, o: ClubScene): string {
  const random = createRandom(o.seed);
  const { width, height } = size;
  const confetti = Array.from({ length: 90 }, () => {
    const x = between(random, 0, width).toFixed(0);
    const y = between(random, 0, height).toFixed(0);
    return `<rect x="${x}" y="${y}" width="${between(random, 8, 18).toFixed(0)}" height="${between(random, 4, 8).toFixed(0)}" fill="${hsl(between(random, 0, 360), 85, 62)}" transform="rotate(${between(random, 0, 180).toFixed(0)} ${x} ${y})" opacity="0.85"/>`;
  }).join('');
  const defs = [
    radialGradient('bg', [hsl(o.hue, 60, 40), hsl(o.hue + 20, 70, 16)]),
    ...MEDAL_METALS.map((m, i) => radialGradient(`metal${i}`, m)),
    `<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="10" flood-opacity="0.4"/></filter>`,
    grainFilter('grain', o.seed),
  ].join('');
  const body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>${confetti}${medal({ x: width * 0.3, y: height * 0.55, metal: 1, ribbonHue: o.hue + 30, rotate: 8 })}${medal({ x: width * 0.7, y: height * 0.58, metal: 2, ribbonHue: o.hue + 90, rotate: -7 })}${medal({ x: width * 0.5, y: height * 0.5, metal: 0, ribbonHue: o.hue + 200, rotate: 0 })}${grainOverlay(size, 'grain')}`;
  return svgDocument(size, defs, body);
}

/** The start of a race: blocks on the pool end, ropes running to the far wall, bunting overhead. */
export function raceStart(size: Size, o: ClubScene): string {
  const random = createRandom(o.seed);
  const { width, height } = size;
  const horizon = height * 0.3;
  const vanishX = width / 2;
  const lanes = 8;
  const rays = Array.from({ length: lanes + 1 }, (_, i) => {
    const x = (i / lanes) * width * 1.6 - width * 0.3;
    return `<line x1="${vanishX + (x - vanishX) * 0.12}" y1="${horizon}" x2="${x}" y2="${height * 0.78}" stroke="${i % 2 ? '#e63946' : '#ffd60a'}" stroke-width="${8}" stroke-dasharray="10 8" opacity="0.95"/>`;
  }).join('');
  const laneX = (f: number, depth: number) => {
    const near = f * width * 1.6 - width * 0.3;
    return vanishX + (near - vanishX) * (0.12 + 0.88 * depth);
  };
  const blocks = Array.from({ length: lanes }, (_, i) => {
    const cx = laneX((i + 0.5) / lanes, 1);
    if (cx < -60 || cx > width + 60) return '';
    return `<g transform="translate(${cx} ${height * 0.8}) scale(1.5)"><path d="M-50,0 L50,0 L40,-40 L-40,-48 Z" fill="#f1f3f5"/><rect x="-40" y="-48" width="80" height="12" fill="${hsl(o.hue + 180, 70, 45)}"/><rect x="-8" y="0" width="16" height="60" fill="#adb5bd"/><text x="0" y="-10" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="bold" fill="#343a40">${i + 1}</text></g>`;
  }).join('');
  const racers = Array.from({ length: lanes }, (_, i) => {
    const depth = between(random, 0.25, 0.7);
    const cx = laneX((i + 0.5) / lanes, depth);
    const y = horizon + (height * 0.78 - horizon) * depth;
    const r = 6 + 16 * depth;
    return `<g transform="translate(${cx.toFixed(0)} ${y.toFixed(0)})"><ellipse rx="${r * 2.6}" ry="${r * 0.8}" cy="${r * 0.5}" fill="white" opacity="0.75"/><path d="M${-r},${r * 0.3} A${r},${r} 0 0 1 ${r},${r * 0.3} Z" fill="${hsl(o.hue + 120 + i * 45, 85, 52)}"/></g>`;
  }).join('');
  const bunting = Array.from({ length: 24 }, (_, i) => {
    const x = (i / 23) * width;
    const y = 40 + Math.sin((i / 23) * Math.PI) * 30;
    return `<path d="M${x - 24},${y} L${x + 24},${y} L${x},${y + 44} Z" fill="${hsl(o.hue + i * 37, 85, 58)}"/>`;
  }).join('');
  const fans = Array.from({ length: 60 }, () => {
    const x = between(random, 0, width);
    const y = between(random, horizon - 110, horizon - 30);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${between(random, 7, 11).toFixed(1)}" fill="${hsl(between(random, 0, 360), 55, 55)}" opacity="0.8"/>`;
  }).join('');
  const defs = [
    linearGradient('hall', [hsl(o.hue + 200, 25, 88), hsl(o.hue + 200, 20, 70)]),
    linearGradient('water', [hsl(o.hue, 80, 62), hsl(o.hue + 10, 85, 38)]),
    causticsFilter('caustics', o.seed, 0.014),
    grainFilter('grain', o.seed),
  ].join('');
  const body = `<rect width="${width}" height="${horizon}" fill="url(#hall)"/><rect y="${horizon - 130}" width="${width}" height="120" fill="${hsl(o.hue + 200, 15, 60)}"/>${fans}<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#water)"/><rect y="${horizon}" width="${width}" height="${height - horizon}" filter="url(#caustics)" opacity="0.45"/>${rays}${racers}<rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#e9ecef"/><rect y="${height * 0.78}" width="${width}" height="10" fill="${hsl(o.hue, 40, 30)}"/>${blocks}<path d="M0,40 Q${width / 2},100 ${width},40" stroke="#495057" stroke-width="3" fill="none"/>${bunting}${grainOverlay(size, 'grain')}`;
  return svgDocument(size, defs, body);
}

/** A child standing at (x, y), drawn at `scale`, in a swimsuit and cap of the given hues and a skin colour. */
type StandingKid = { x: number; y: number; scale: number; suitHue: number; capHue: number; skin: string };

function standingKid({ x, y, scale, suitHue, capHue, skin }: StandingKid): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<rect x="-34" y="-120" width="68" height="110" rx="30" fill="${skin}"/>
<rect x="-34" y="-80" width="68" height="70" rx="18" fill="${hsl(suitHue, 75, 45)}"/>
<rect x="-56" y="-112" width="22" height="90" rx="11" fill="${skin}" transform="rotate(12 -45 -112)"/>
<rect x="34" y="-112" width="22" height="90" rx="11" fill="${skin}" transform="rotate(-12 45 -112)"/>
<rect x="-28" y="-20" width="24" height="90" rx="12" fill="${skin}"/>
<rect x="4" y="-20" width="24" height="90" rx="12" fill="${skin}"/>
<circle cx="0" cy="-160" r="38" fill="${skin}"/>
<path d="M-39,-162 A39,39 0 0 1 39,-162 Z" fill="${hsl(capHue, 85, 52)}"/>
<circle cx="-13" cy="-154" r="4" fill="#2b2b2b"/><circle cx="13" cy="-154" r="4" fill="#2b2b2b"/>
<path d="M-12,-138 Q0,-128 12,-138" stroke="#8a4b3a" stroke-width="3.5" fill="none" stroke-linecap="round"/>
</g>`;
}

/** The team lined up on the pool deck in front of the club banner. */
export function teamOnDeck(size: Size, o: ClubScene): string {
  const random = createRandom(o.seed);
  const { width, height } = size;
  const skins = ['#f1c7a5', '#e0ac85', '#c98e66', '#f5d3b8', '#a86f4c'];
  const kids = Array.from({ length: 9 }, (_, i) => {
    const x = 90 + i * ((width - 180) / 8);
    const back = i % 2 === 0;
    return { x, y: back ? height * 0.72 : height * 0.8, scale: back ? 1.05 : 1.2, i };
  })
    .sort((a, b) => a.y - b.y)
    .map((k) =>
      standingKid({
        x: k.x,
        y: k.y,
        scale: k.scale,
        suitHue: o.hue + k.i * 20,
        capHue: o.hue + 180,
        skin: skins[(k.i + o.seed) % skins.length] ?? '#f1c7a5',
      }),
    )
    .join('');
  const deckTop = height * 0.58;
  const tiles = Array.from({ length: 7 }, (_, row) => {
    const y = deckTop + row * 50;
    return `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#cfd8dc" stroke-width="3"/>`;
  }).join('');
  const windows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${40 + i * 195}" y="30" width="170" height="150" rx="6" fill="${hsl(o.hue - 10, 60, 85)}" opacity="${between(random, 0.7, 0.95).toFixed(2)}"/>`,
  ).join('');
  const defs = [
    linearGradient('wall', [hsl(o.hue + 200, 30, 92), hsl(o.hue + 200, 25, 80)]),
    grainFilter('grain', o.seed),
  ].join('');
  const banner = `<g transform="translate(${width / 2} 250)"><rect x="-300" y="-50" width="600" height="100" rx="12" fill="${hsl(o.hue, 75, 35)}"/><text x="0" y="18" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="52" font-weight="bold" fill="white">ПК „ДЕЛФИН“</text></g>`;
  const body = `<rect width="${width}" height="${height}" fill="url(#wall)"/>${windows}${banner}<rect y="${height * 0.44}" width="${width}" height="${height * 0.14}" fill="${hsl(o.hue, 70, 50)}"/>${laneRope({ x0: 0, x1: width, y: height * 0.51 }, ['#e63946', '#f1faee', '#1d4ed8'], 10)}<rect y="${deckTop}" width="${width}" height="${height - deckTop}" fill="#eef2f3"/>${tiles}${kids}${grainOverlay(size, 'grain')}`;
  return svgDocument(size, defs, body);
}
