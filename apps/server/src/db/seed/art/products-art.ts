// Product shots for the shop: each item drawn centred on a soft studio background.
import { type Size, grainFilter, grainOverlay, hsl, linearGradient, radialGradient, svgDocument } from './svg.js';

export type ProductShape =
  | 'swimsuit'
  | 'jammer'
  | 'goggles'
  | 'mirror-goggles'
  | 'cap'
  | 'fabric-cap'
  | 'kickboard'
  | 'fins'
  | 'pull-buoy'
  | 'paddles'
  | 'towel'
  | 'backpack'
  | 'bottle';

export type ProductArt = { shape: ProductShape; hue: number; seed: number };

type Draw = (hue: number) => string;

/** The club's wave mark centred at (x, y), drawn at `scale`. */
const logoWave = ({ x, y, scale }: { x: number; y: number; scale: number }, color: string) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M-40,0 C-25,-18 -10,-18 0,0 C10,18 25,18 40,0" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round"/>`;

const goggles = (lens: string, frame: string) =>
  `<path d="M150,250 C40,255 40,350 300,352 C560,350 560,255 450,250" stroke="${frame}" stroke-opacity="0.75" stroke-width="18" fill="none"/>
${[215, 385]
  .map(
    (cx, i) =>
      `<g transform="rotate(${i ? 8 : -8} ${cx} 250)"><ellipse cx="${cx}" cy="250" rx="78" ry="54" fill="#212529"/><ellipse cx="${cx}" cy="250" rx="64" ry="42" fill="url(#lens)"/><ellipse cx="${cx - 22}" cy="234" rx="24" ry="10" fill="white" opacity="0.5"/></g>`,
  )
  .join('')}
<path d="M285,245 Q300,230 315,245" stroke="${frame}" stroke-width="12" fill="none"/>
<defs>${linearGradient('lens', [lens, '#1b263b'], false)}</defs>`;

const DRAWINGS: Record<ProductShape, Draw> = {
  swimsuit: (h) =>
    `<path d="M220,120 L245,120 L270,230 L330,230 L355,120 L380,120 L390,250 C400,330 420,370 430,440 L360,470 C330,430 270,430 240,470 L170,440 C180,370 200,330 210,250 Z" fill="${hsl(h, 75, 50)}"/><path d="M210,300 C260,330 340,330 392,300 L398,340 C340,370 260,370 204,340 Z" fill="${hsl(h + 60, 85, 60)}"/>${logoWave({ x: 300, y: 390, scale: 1 }, 'white')}`,
  jammer: (h) =>
    `<path d="M170,160 L430,160 L450,460 L330,470 L300,300 L270,470 L150,460 Z" fill="${hsl(h, 70, 35)}"/><rect x="170" y="160" width="260" height="34" fill="${hsl(h, 70, 22)}"/><path d="M180,220 L190,450 L215,452 L205,220 Z M420,220 L410,450 L385,452 L395,220 Z" fill="${hsl(h + 40, 90, 55)}"/><path d="M288,176 q12,20 24,0" stroke="white" stroke-width="6" fill="none"/>`,
  goggles: (h) => goggles(hsl(h, 80, 60), hsl(h + 20, 80, 45)),
  'mirror-goggles': (h) => goggles(hsl(h, 90, 70), '#212529'),
  cap: (h) =>
    `<path d="M130,400 C120,220 200,140 300,140 C400,140 480,220 470,400 C380,420 220,420 130,400 Z" fill="url(#capShade)"/><path d="M200,190 C230,165 270,155 300,155" stroke="white" stroke-opacity="0.45" stroke-width="16" fill="none" stroke-linecap="round"/>${logoWave({ x: 300, y: 300, scale: 2 }, 'white')}<defs>${linearGradient('capShade', [hsl(h, 80, 60), hsl(h, 80, 38)])}</defs>`,
  'fabric-cap': (h) =>
    `<path d="M130,400 C120,220 200,140 300,140 C400,140 480,220 470,400 C380,420 220,420 130,400 Z" fill="${hsl(h, 70, 55)}"/>${Array.from({ length: 18 }, (_, i) => `<circle cx="${170 + (i % 6) * 52}" cy="${210 + Math.floor(i / 6) * 60}" r="13" fill="${hsl(h + 120 + i * 15, 85, 70)}"/>`).join('')}<path d="M130,390 C220,410 380,410 470,390 L470,410 C380,430 220,430 130,410 Z" fill="${hsl(h, 70, 35)}"/>`,
  kickboard: (h) =>
    `<g transform="rotate(-12 300 300)"><path d="M180,470 L180,220 C180,120 420,120 420,220 L420,470 Z" fill="${hsl(h, 80, 55)}"/><path d="M180,330 L420,330 L420,380 L180,380 Z" fill="${hsl(h + 180, 80, 55)}"/><ellipse cx="240" cy="220" rx="22" ry="34" fill="${hsl(h, 60, 35)}"/><ellipse cx="360" cy="220" rx="22" ry="34" fill="${hsl(h, 60, 35)}"/>${logoWave({ x: 300, y: 430, scale: 1.2 }, 'white')}</g>`,
  fins: (h) =>
    [0, 1]
      .map(
        (i) =>
          `<g transform="translate(${220 + i * 160} 300) rotate(${i ? 8 : -8})"><path d="M-55,-170 C-55,-200 55,-200 55,-170 L70,60 C75,130 60,170 0,170 C-60,170 -75,130 -70,60 Z" fill="${hsl(h, 75, 50)}"/><path d="M-40,-170 C-40,-185 40,-185 40,-170 L45,-60 L-45,-60 Z" fill="#212529"/><path d="M-20,0 L-25,150 M20,0 L25,150" stroke="white" stroke-opacity="0.5" stroke-width="8"/></g>`,
      )
      .join(''),
  'pull-buoy': (h) =>
    `<g transform="rotate(-15 300 300)"><rect x="150" y="160" width="300" height="110" rx="55" fill="${hsl(h, 80, 55)}"/><rect x="210" y="255" width="180" height="90" fill="${hsl(h, 80, 40)}"/><rect x="150" y="330" width="300" height="110" rx="55" fill="${hsl(h + 40, 85, 58)}"/><rect x="180" y="180" width="120" height="18" rx="9" fill="white" opacity="0.4"/></g>`,
  paddles: (h) =>
    [0, 1]
      .map(
        (i) =>
          `<g transform="translate(${220 + i * 160} 300) rotate(${i ? 10 : -10})"><path d="M-70,-150 C-70,-190 70,-190 70,-150 L75,120 C75,170 -75,170 -75,120 Z" fill="${hsl(h, 70, 55)}" fill-opacity="0.9"/>${[-90, -30, 30, 90].map((y) => `<circle cx="-25" cy="${y}" r="10" fill="white" opacity="0.7"/><circle cx="25" cy="${y}" r="10" fill="white" opacity="0.7"/>`).join('')}<rect x="-78" y="-20" width="156" height="22" rx="11" fill="#212529"/></g>`,
      )
      .join(''),
  towel: (h) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(300 ${380 - i * 80})"><rect x="-190" y="-45" width="380" height="90" rx="24" fill="${hsl(h + i * 30, 70, 55 + i * 5)}"/><rect x="-190" y="-12" width="380" height="14" fill="white" opacity="0.6"/><rect x="-190" y="12" width="380" height="6" fill="white" opacity="0.4"/></g>`,
      )
      .join(''),
  backpack: (h) =>
    `<path d="M230,150 C230,100 370,100 370,150" stroke="${hsl(h, 60, 25)}" stroke-width="18" fill="none"/><rect x="160" y="150" width="280" height="330" rx="60" fill="${hsl(h, 70, 45)}"/><rect x="200" y="320" width="200" height="130" rx="30" fill="${hsl(h, 70, 35)}"/><path d="M190,200 L410,200" stroke="${hsl(h + 50, 90, 60)}" stroke-width="10" stroke-dasharray="16 8"/>${logoWave({ x: 300, y: 385, scale: 1.2 }, 'white')}`,
  bottle: (h) =>
    `<rect x="250" y="100" width="100" height="60" rx="14" fill="#343a40"/><path d="M240,160 L360,160 L390,220 L390,480 C390,505 370,520 345,520 L255,520 C230,520 210,505 210,480 L210,220 Z" fill="${hsl(h, 65, 55)}"/><rect x="210" y="290" width="180" height="110" fill="white" opacity="0.85"/>${logoWave({ x: 300, y: 345, scale: 1.2 }, hsl(h, 70, 40))}<rect x="232" y="230" width="16" height="230" rx="8" fill="white" opacity="0.35"/>`,
};

/** A 600x600 product picture. */
export function productShot(size: Size, p: ProductArt): string {
  const { width, height } = size;
  const draw = DRAWINGS[p.shape];
  const defs = [
    radialGradient('studio', [hsl(p.hue + 150, 40, 97), hsl(p.hue + 150, 35, 82)]),
    `<filter id="drop" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="16" stdDeviation="14" flood-opacity="0.28"/></filter>`,
    grainFilter('grain', p.seed),
  ].join('');
  const body = `<rect width="${width}" height="${height}" fill="url(#studio)"/><ellipse cx="${width / 2}" cy="${height * 0.84}" rx="${width * 0.32}" ry="22" fill="black" opacity="0.12"/><g filter="url(#drop)" transform="scale(${width / 600} ${height / 600})">${draw(p.hue)}</g>${grainOverlay(size, 'grain')}`;
  return svgDocument(size, defs, body);
}
