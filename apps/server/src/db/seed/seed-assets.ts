// Where the demo club's pictures live on disk and under which URL the server serves them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/assets/seed, found from src/db/seed and from dist/db/seed alike. */
export const SEED_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/seed');

/** The URL path the server serves SEED_ASSETS_DIR under. */
export const SEED_ASSETS_URL_PREFIX = '/seed-assets/';

/** The public URL of a generated asset, e.g. seedAssetUrl('news-1.webp') -> '/seed-assets/news-1.webp'. */
export function seedAssetUrl(file: string): string {
  return `${SEED_ASSETS_URL_PREFIX}${file}`;
}
