import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/**
 * The logo as a data URL for the icon renderer: a site path is read from public/ (the local
 * dataset's assets), a full URL (Sanity's CDN) is fetched, as a PNG so the renderer can draw it.
 */
export async function logoDataUrl(url: string): Promise<string> {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const file = path.join(process.cwd(), 'public', path.normalize(url));
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) throw new Error(`The logo ${url} must be PNG, JPEG or SVG to become an app icon`);
    return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
  }
  const source = new URL(url);
  if (source.hostname === 'cdn.sanity.io') source.searchParams.set('fm', 'png');
  const response = await fetch(source);
  if (!response.ok)
    throw new Error(`Fetching the logo ${url} for the app icons answered ${response.status}`);
  const type = response.headers.get('Content-Type') ?? 'image/png';
  return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}
