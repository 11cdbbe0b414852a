// Small helpers for composing the seed illustrations as SVG text (rendered to WebP by scripts/generate-seed-assets.ts).

export type Size = { width: number; height: number };

/** A repeatable pseudo-random source, so regenerating the assets gives the same pictures. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value between min and max from the random source. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  return `hsl(${h} ${saturation}% ${lightness}%)`;
}

/** Wraps body and defs into a complete SVG document of the given size. */
export function svgDocument(size: Size, defs: string, body: string): string {
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const stopTags = stops
    .map((color, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, stops: string[]): string {
  const stopTags = stops.map((color, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${color}"/>`).join('');
  return `<radialGradient id="${id}" cx="50%" cy="40%" r="65%">${stopTags}</radialGradient>`;
}

/** Rippling light on water: fractal noise turned into soft bright veins. */
export function causticsFilter(id: string, seed: number, frequency = 0.012): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="${frequency} ${frequency * 1.6}" numOctaves="2" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -5 0 0 0 1.3"/></filter>`;
}

/** Fine grain that keeps flat colours from looking like clip art. */
export function grainFilter(id: string, seed: number): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.16 0"/></filter>`;
}

export function softShadowFilter(id: string): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="12"/><feOffset dx="0" dy="14"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

/** A sine wave across `width` around `baseY`; `phase` shifts it along, in radians. */
export type Wave = {
  width: number;
  baseY: number;
  amplitude: number;
  wavelength: number;
  phase: number;
  bottom: number;
};

/** A horizontal wave line across the width, as a closed shape filled down to `bottom`. */
export function wavePath({ width, baseY, amplitude, wavelength, phase, bottom }: Wave) {
  const points: string[] = [];
  for (let x = 0; x <= width + wavelength / 8; x += wavelength / 8) {
    const y = baseY + Math.sin((x / wavelength) * Math.PI * 2 + phase) * amplitude;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M0,${bottom} L${points.join(' L')} L${width},${bottom} Z`;
}

/** Full-size rectangles that add grain on top of a picture. */
export function grainOverlay(size: Size, filterId: string): string {
  return `<rect width="${size.width}" height="${size.height}" filter="url(#${filterId})"/>`;
}

/** Escapes text placed inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
