// Stylised portraits for coach and athlete profiles: a faceless figure with the person's initials.
import { type Size, escapeXml, grainFilter, grainOverlay, hsl, radialGradient, svgDocument, wavePath } from './svg.js';

export type Portrait = {
  initials: string;
  hue: number;
  seed: number;
  skin: string;
  hair: string;
  /** Coaches wear a polo and a whistle; athletes a swim cap, goggles and a medal. */
  kind: 'coach' | 'athlete';
  longHair?: boolean;
};

function coachFigure(p: Portrait, cx: number): string {
  const polo = hsl(p.hue + 180, 65, 38);
  const hair = p.longHair
    ? `<path d="M${cx - 92},250 C${cx - 110},120 ${cx + 110},120 ${cx + 92},250 L${cx + 100},360 L${cx + 60},360 L${cx + 66},250 L${cx - 66},250 L${cx - 60},360 L${cx - 100},360 Z" fill="${p.hair}"/>`
    : `<path d="M${cx - 82},232 C${cx - 90},130 ${cx + 90},130 ${cx + 82},232 C${cx + 60},190 ${cx - 60},190 ${cx - 82},232 Z" fill="${p.hair}"/>`;
  return `${p.longHair ? hair : ''}
<path d="M${cx - 210},600 C${cx - 200},440 ${cx - 120},400 ${cx},400 C${cx + 120},400 ${cx + 200},440 ${cx + 210},600 Z" fill="${polo}"/>
<path d="M${cx - 40},402 L${cx},470 L${cx + 40},402 Z" fill="${p.skin}"/>
<path d="M${cx - 44},398 L${cx - 10},470 L${cx - 62},430 Z M${cx + 44},398 L${cx + 10},470 L${cx + 62},430 Z" fill="${hsl(p.hue + 180, 60, 28)}"/>
<rect x="${cx - 34}" y="330" width="68" height="80" rx="20" fill="${p.skin}"/>
<ellipse cx="${cx}" cy="260" rx="82" ry="96" fill="${p.skin}"/>
${p.longHair ? '' : hair}
<path d="M${cx - 50},410 Q${cx - 30},520 ${cx + 20},540" stroke="#f8f9fa" stroke-width="6" fill="none"/>
<rect x="${cx + 12}" y="530" width="46" height="24" rx="10" fill="#ced4da" stroke="#868e96" stroke-width="3"/>`;
}

function athleteFigure(p: Portrait, cx: number): string {
  const suit = hsl(p.hue + 200, 70, 35);
  return `<path d="M${cx - 220},600 C${cx - 210},440 ${cx - 130},400 ${cx},400 C${cx + 130},400 ${cx + 210},440 ${cx + 220},600 Z" fill="${p.skin}"/>
<path d="M${cx - 130},600 C${cx - 120},500 ${cx - 100},470 ${cx - 80},470 L${cx + 80},470 C${cx + 100},470 ${cx + 120},500 ${cx + 130},600 Z" fill="${suit}"/>
<rect x="${cx - 36}" y="330" width="72" height="90" rx="22" fill="${p.skin}"/>
<ellipse cx="${cx}" cy="258" rx="84" ry="98" fill="${p.skin}"/>
<path d="M${cx - 86},250 C${cx - 96},120 ${cx + 96},120 ${cx + 86},250 Z" fill="${hsl(p.hue, 85, 50)}"/>
<path d="M${cx - 50},160 C${cx - 20},145 ${cx + 20},145 ${cx + 50},160" stroke="white" stroke-opacity="0.4" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="${cx - 80}" y="205" width="160" height="14" rx="7" fill="#212529"/>
<ellipse cx="${cx - 36}" cy="212" rx="30" ry="20" fill="${hsl(p.hue + 40, 70, 55)}" stroke="#212529" stroke-width="6"/>
<ellipse cx="${cx + 36}" cy="212" rx="30" ry="20" fill="${hsl(p.hue + 40, 70, 55)}" stroke="#212529" stroke-width="6"/>
<path d="M${cx - 70},405 L${cx},520 L${cx + 70},405" stroke="${hsl(p.hue + 120, 80, 50)}" stroke-width="16" fill="none"/>
<circle cx="${cx}" cy="540" r="34" fill="#f4c430" stroke="#b8860b" stroke-width="5"/>`;
}

/** A 600x600 square portrait; the initials sit in a round badge. */
export function portrait(size: Size, p: Portrait): string {
  const { width, height } = size;
  const cx = width / 2;
  const figure = p.kind === 'coach' ? coachFigure(p, cx) : athleteFigure(p, cx);
  const badge = `<g transform="translate(${width - 100} 100)"><circle r="66" fill="white" opacity="0.95"/><circle r="58" fill="${hsl(p.hue, 70, 42)}"/><text y="19" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="50" font-weight="bold" fill="white">${escapeXml(p.initials)}</text></g>`;
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="${wavePath({ width, baseY: 430 + i * 40, amplitude: 12, wavelength: 160 + i * 30, phase: p.seed + i, bottom: height })}" fill="white" opacity="${0.1 + i * 0.05}"/>`,
    )
    .join('');
  const defs = [radialGradient('bg', [hsl(p.hue, 75, 72), hsl(p.hue + 15, 70, 45)]), grainFilter('grain', p.seed)].join(
    '',
  );
  return svgDocument(
    size,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${waves}${figure}${badge}${grainOverlay(size, 'grain')}`,
  );
}
