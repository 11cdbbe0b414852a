// Swimmer figures and pool furniture shared by the water scenes and the video frames.
import { hsl } from './svg.js';

const SKIN_TONES = ['#f1c7a5', '#e0ac85', '#c98e66', '#f5d3b8', '#a86f4c'];

export type SwimmerOptions = { x: number; y: number; scale: number; capHue: number; skin?: number; stroke?: number };

/** A swimmer seen from above doing front crawl towards +x, with the wake behind. */
export function topSwimmer(o: SwimmerOptions): string {
  const skin = SKIN_TONES[(o.skin ?? 0) % SKIN_TONES.length] ?? '#f1c7a5';
  const reach = (o.stroke ?? 0) % 2 === 0 ? 1 : -1;
  const wake = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cx="${-70 - i * 38}" cy="${(i % 2 === 0 ? 6 : -6) * reach}" rx="${34 - i * 4}" ry="${13 - i * 1.5}" fill="white" opacity="${(0.5 - i * 0.09).toFixed(2)}"/>`,
    )
    .join('');
  return `<g transform="translate(${o.x} ${o.y}) scale(${o.scale})">
${wake}
<rect x="-100" y="${-11 * reach - 4.5}" width="52" height="9" rx="4.5" fill="${skin}" opacity="0.7"/>
<rect x="-100" y="${6 * reach - 4.5}" width="52" height="9" rx="4.5" fill="${skin}" opacity="0.7"/>
<ellipse cx="-30" cy="0" rx="48" ry="18" fill="${hsl(o.capHue + 180, 65, 28)}" opacity="0.85"/>
<ellipse cx="-8" cy="0" rx="22" ry="19" fill="${skin}" opacity="0.9"/>
<rect x="-10" y="${-30 * reach - 4}" width="70" height="11" rx="5.5" fill="${skin}" transform="rotate(${-8 * reach} -10 ${-30 * reach})"/>
<rect x="-40" y="${22 * reach - 4}" width="44" height="11" rx="5.5" fill="${skin}" opacity="0.75"/>
<ellipse cx="12" cy="0" rx="19" ry="16" fill="${hsl(o.capHue, 80, 50)}"/>
<ellipse cx="8" cy="-5" rx="8" ry="4" fill="white" opacity="0.35"/>
<ellipse cx="66" cy="${-34 * reach}" rx="16" ry="8" fill="white" opacity="0.7"/>
<ellipse cx="-52" cy="${26 * reach}" rx="12" ry="7" fill="white" opacity="0.55"/>
</g>`;
}

/** A streamlined swimmer seen from the side, gliding towards +x (used underwater). */
export function sideSwimmer(o: SwimmerOptions): string {
  const skin = SKIN_TONES[(o.skin ?? 0) % SKIN_TONES.length] ?? '#f1c7a5';
  return `<g transform="translate(${o.x} ${o.y}) scale(${o.scale})">
<path d="M-150,6 C-110,-4 -60,-14 -10,-16 C30,-18 60,-12 80,-6 C60,2 30,10 -10,12 C-60,14 -110,14 -150,6 Z" fill="${skin}" opacity="0.92"/>
<path d="M-30,-14 C0,-20 40,-18 70,-8 C50,0 10,6 -30,8 Z" fill="${hsl(o.capHue + 180, 70, 30)}"/>
<rect x="-210" y="-2" width="70" height="9" rx="4.5" fill="${skin}" transform="rotate(-6 -150 2)"/>
<rect x="-205" y="8" width="64" height="9" rx="4.5" fill="${skin}" transform="rotate(8 -150 10)"/>
<path d="M-214,-6 l-22,-10 l6,14 Z M-208,18 l-22,10 l4,-14 Z" fill="${skin}"/>
<rect x="80" y="-18" width="120" height="10" rx="5" fill="${skin}"/>
<rect x="82" y="-8" width="112" height="10" rx="5" fill="${skin}" opacity="0.9"/>
<circle cx="92" cy="-22" r="20" fill="${hsl(o.capHue, 80, 52)}"/>
<ellipse cx="104" cy="-18" rx="8" ry="5" fill="#1b2838"/>
<ellipse cx="86" cy="-32" rx="9" ry="4" fill="white" opacity="0.35"/>
</g>`;
}

/** A child in the water at (x, y): the cap's hue, and `skin` picks one of SKIN_TONES. */
export type BobbingChild = { x: number; y: number; capHue: number; skin: number };

/** A head with cap and arm floats bobbing in shallow water (kids' lessons). */
export function bobbingChild({ x, y, capHue, skin }: BobbingChild): string {
  const tone = SKIN_TONES[skin % SKIN_TONES.length] ?? '#f1c7a5';
  return `<g transform="translate(${x} ${y})">
<ellipse cx="0" cy="22" rx="62" ry="16" fill="white" opacity="0.45"/>
<rect x="-58" y="8" width="34" height="22" rx="11" fill="#ff8a1f"/>
<rect x="24" y="8" width="34" height="22" rx="11" fill="#ff8a1f"/>
<ellipse cx="0" cy="20" rx="26" ry="12" fill="${tone}" opacity="0.8"/>
<circle cx="0" cy="-4" r="24" fill="${tone}"/>
<path d="M-25,-6 A25,25 0 0 1 25,-6 Z" fill="${hsl(capHue, 85, 55)}"/>
<circle cx="-8" cy="0" r="3" fill="#2b2b2b"/><circle cx="8" cy="0" r="3" fill="#2b2b2b"/>
<path d="M-8,9 Q0,15 8,9" stroke="#8a4b3a" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</g>`;
}

/** A horizontal stretch from x0 to x1 at height y. */
export type Span = { x0: number; x1: number; y: number };

/** A lane rope of round floats between x0 and x1 at height y. */
export function laneRope({ x0, x1, y }: Span, colors: string[], radius = 9): string {
  const floats: string[] = [];
  let i = 0;
  for (let x = x0; x <= x1; x += radius * 2.1) {
    const color = colors[Math.floor(i / 4) % colors.length] ?? 'white';
    floats.push(`<circle cx="${x.toFixed(1)}" cy="${y}" r="${radius}" fill="${color}"/>`);
    i += 1;
  }
  return `<g><rect x="${x0}" y="${y + radius * 0.6}" width="${x1 - x0}" height="${radius * 0.7}" fill="black" opacity="0.15"/>${floats.join('')}<rect x="${x0}" y="${y - radius * 0.55}" width="${x1 - x0}" height="${radius * 0.35}" fill="white" opacity="0.35"/></g>`;
}

/** The dark T-ended line painted on the pool floor in the middle of a lane. */
export function floorLine({ x0, x1, y }: Span, thickness: number, color: string): string {
  const t = thickness;
  return `<g fill="${color}" opacity="0.55"><rect x="${x0 + t * 3}" y="${y - t / 2}" width="${x1 - x0 - t * 6}" height="${t}"/><rect x="${x0 + t * 3}" y="${y - t * 2}" width="${t}" height="${t * 4}"/><rect x="${x1 - t * 4}" y="${y - t * 2}" width="${t}" height="${t * 4}"/></g>`;
}
