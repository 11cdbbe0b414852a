// Draws the demo club's pictures and video into apps/server/assets/seed (committed; never fetched at run time).
// Run: npx tsx apps/server/scripts/generate-seed-assets.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SEED_VIDEO, type SeedImage, listSeedImages } from '../src/db/seed/art/asset-manifest.js';
import {
  VIDEO_SWIMMERS,
  swimmerOverlayPosition,
  videoCaustics,
  videoRopes,
  videoSwimmer,
  videoWater,
} from '../src/db/seed/art/video-layers.js';
import { SEED_ASSETS_DIR } from '../src/db/seed/seed-assets.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const SMALL_QUALITY = 80;

/** Photos get the best quality that stays under this size (aiming at 40-90 KB each). */
const PHOTO_MAX_BYTES = 75_000;
const PHOTO_QUALITIES = [92, 88, 84, 80, 76, 72, 66, 60];

async function encodePhoto(svg: Buffer, image: SeedImage): Promise<Buffer> {
  const raster = await sharp(svg).resize(image.size.width, image.size.height).png().toBuffer();
  let webp = Buffer.alloc(0);
  for (const quality of PHOTO_QUALITIES) {
    webp = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= PHOTO_MAX_BYTES) break;
  }
  return webp;
}

async function renderImage(image: SeedImage): Promise<void> {
  const svg = Buffer.from(image.svg());
  const target = path.join(SEED_ASSETS_DIR, image.file);
  if (image.size.width >= 1000) {
    await writeFile(target, await encodePhoto(svg, image));
  } else {
    await sharp(svg)
      .resize(image.size.width, image.size.height)
      .webp({ quality: SMALL_QUALITY, effort: 6 })
      .toFile(target);
  }
  if (image.thumbnail) {
    const { file, size } = image.thumbnail;
    await sharp(svg)
      .resize(size.width, size.height)
      .webp({ quality: SMALL_QUALITY, effort: 6 })
      .toFile(path.join(SEED_ASSETS_DIR, file));
  }
}

async function writePng(svg: string, file: string): Promise<string> {
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** Builds the video from drawn layers: drifting light ripples, lane ropes and four swimmers. */
async function renderVideo(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'seed-video-'));
  try {
    const frame = { width: SEED_VIDEO.width, height: SEED_VIDEO.height };
    const drift = { width: frame.width + 240, height: frame.height };
    const layers = [
      await writePng(videoWater(frame), path.join(work, 'water.png')),
      await writePng(videoCaustics(drift, 7), path.join(work, 'caustics-a.png')),
      await writePng(videoCaustics(drift, 19), path.join(work, 'caustics-b.png')),
      await writePng(videoRopes(frame), path.join(work, 'ropes.png')),
    ];
    const sprites: string[] = [];
    for (const [i, swimmer] of VIDEO_SWIMMERS.entries()) {
      for (const stroke of [0, 1] as const) {
        sprites.push(await writePng(videoSwimmer(swimmer, stroke), path.join(work, `swimmer-${i}-${stroke}.png`)));
      }
    }
    const inputs = [...layers, ...sprites].flatMap((file) => ['-loop', '1', '-framerate', '25', '-i', file]);
    const filters = ['[0][1]overlay=x=-t*40:y=0[a]', '[a][2]overlay=x=-240+t*30:y=0[b]', '[b][3]overlay=0:0[c]'];
    let last = 'c';
    VIDEO_SWIMMERS.forEach((swimmer, i) => {
      const { x, y } = swimmerOverlayPosition(frame, swimmer);
      const first = 4 + i * 2;
      // The two arm positions take turns every 0.4 s, so the swimmers stroke as they go.
      filters.push(`[${last}][${first}]overlay=x='${x}':y=${y}:enable='lt(mod(t+${i * 0.2},0.8),0.4)'[s${i}a]`);
      filters.push(`[s${i}a][${first + 1}]overlay=x='${x}':y=${y}:enable='gte(mod(t+${i * 0.2},0.8),0.4)'[s${i}]`);
      last = `s${i}`;
    });
    filters.push(`[${last}]format=yuv420p[out]`);
    const video = path.join(SEED_ASSETS_DIR, SEED_VIDEO.file);
    execFileSync(
      FFMPEG,
      [
        '-y',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        filters.join(';'),
        '-map',
        '[out]',
        '-t',
        String(SEED_VIDEO.seconds),
        '-r',
        '25',
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '28',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        video,
      ],
      { stdio: 'inherit' },
    );
    const posterPng = path.join(work, 'poster.png');
    execFileSync(FFMPEG, ['-y', '-loglevel', 'error', '-ss', '2', '-i', video, '-frames:v', '1', posterPng], {
      stdio: 'inherit',
    });
    await sharp(posterPng)
      .webp({ quality: SMALL_QUALITY, effort: 6 })
      .toFile(path.join(SEED_ASSETS_DIR, SEED_VIDEO.poster));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function describeFolder(): void {
  const files = readdirSync(SEED_ASSETS_DIR).filter((f) => !f.startsWith('.'));
  const total = files.reduce((sum, f) => sum + statSync(path.join(SEED_ASSETS_DIR, f)).size, 0);
  console.log(`${files.length} files, ${(total / 1024).toFixed(0)} KB in ${SEED_ASSETS_DIR}`);
}

async function main(): Promise<void> {
  rmSync(SEED_ASSETS_DIR, { recursive: true, force: true });
  mkdirSync(SEED_ASSETS_DIR, { recursive: true });
  const images = listSeedImages();
  await Promise.all(images.map(renderImage));
  await renderVideo();
  describeFolder();
}

await main();
