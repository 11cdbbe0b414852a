// Layers of the demo video (swimmers crossing a pool): ffmpeg moves them; these draw them.
import { floorLine, laneRope, topSwimmer } from './swimmers.js';
import { type Size, causticsFilter, hsl, linearGradient, svgDocument } from './svg.js';

export const VIDEO_LANES = 4;
const HUE = 195;

function laneCentre(size: Size, lane: number): number {
  return (size.height / VIDEO_LANES) * (lane + 0.5);
}

/** Water and the floor lines: the still bottom layer. */
export function videoWater(size: Size): string {
  const lines = Array.from({ length: VIDEO_LANES }, (_, i) =>
    floorLine({ x0: 10, x1: size.width - 10, y: laneCentre(size, i) }, 8, hsl(HUE + 20, 70, 18)),
  ).join('');
  return svgDocument(
    size,
    linearGradient('water', [hsl(HUE, 75, 56), hsl(HUE + 8, 80, 40)], false),
    `<rect width="${size.width}" height="${size.height}" fill="url(#water)"/>${lines}`,
  );
}

/** A transparent strip of light ripples, wider than the frame so it can drift sideways. */
export function videoCaustics(size: Size, seed: number): string {
  return svgDocument(
    size,
    causticsFilter('caustics', seed, 0.016),
    `<rect width="${size.width}" height="${size.height}" filter="url(#caustics)" opacity="0.35"/>`,
  );
}

/** Lane ropes on a transparent layer above the water. */
export function videoRopes(size: Size): string {
  const ropes = Array.from({ length: VIDEO_LANES - 1 }, (_, i) =>
    laneRope({ x0: 0, x1: size.width, y: (size.height / VIDEO_LANES) * (i + 1) }, ['#e63946', '#f1faee', '#1d4ed8'], 6),
  ).join('');
  return svgDocument(size, '', ropes);
}

export type VideoSwimmer = { lane: number; capHue: number; skin: number; speed: number; start: number };

export const VIDEO_SWIMMERS: VideoSwimmer[] = [
  { lane: 0, capHue: 350, skin: 0, speed: 95, start: 40 },
  { lane: 1, capHue: 50, skin: 2, speed: 120, start: -160 },
  { lane: 2, capHue: 130, skin: 1, speed: 105, start: 260 },
  { lane: 3, capHue: 280, skin: 3, speed: 88, start: 120 },
];

/** The sprite canvas of one swimmer; its head sits at (SPRITE.head, height / 2). */
export const SPRITE = { width: 240, height: 90, head: 190 } as const;

/** One swimmer on a transparent sprite, in one of two arm positions. */
export function videoSwimmer(swimmer: VideoSwimmer, stroke: 0 | 1): string {
  const size = { width: SPRITE.width, height: SPRITE.height };
  const figure = topSwimmer({
    x: SPRITE.head - 10,
    y: SPRITE.height / 2,
    scale: 0.6,
    capHue: swimmer.capHue,
    skin: swimmer.skin,
    stroke,
  });
  return svgDocument(size, '', figure);
}

/** Where a swimmer sprite's top-left corner sits, as an ffmpeg overlay expression of t. */
export function swimmerOverlayPosition(size: Size, swimmer: VideoSwimmer): { x: string; y: number } {
  const span = size.width + SPRITE.width;
  return {
    x: `mod(${swimmer.start}+${SPRITE.width}+${swimmer.speed}*t,${span})-${SPRITE.width}`,
    y: Math.round(laneCentre(size, swimmer.lane) - SPRITE.height / 2),
  };
}
