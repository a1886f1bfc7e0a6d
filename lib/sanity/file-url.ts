import { readContentEnv, type ContentEnv } from '@/lib/env/content';

/**
 * Files uploaded to Sanity (the safety PDFs, downloads in link lists) live on Sanity's file CDN,
 * another origin, where the site's service worker cannot keep them for offline use. The site
 * serves them from its own origin instead, under FILE_ROUTE_PATH (app/filer/[file]/route.ts
 * streams them from the CDN). This module is the one place that maps a CDN file URL from content
 * to that path; lib/sanity/content.ts applies it to every file URL a query returns.
 */

/** The same-origin route for Sanity's files: `/filer/<sha1>.<extension>`. */
export const FILE_ROUTE_PATH = '/filer';

/** Sanity's file CDN; SANITY_CDN_HOST replaces it for tests (a stand-in on 127.0.0.1). */
export const SANITY_FILE_CDN_ORIGIN = 'https://cdn.sanity.io';

/**
 * The file types the route passes on, with the Content-Type each may be sent as. Never HTML,
 * SVG, XML or scripts: served from this origin, such a file could run as the site itself.
 */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
} as const satisfies Record<string, string>;

export type FileExtension = keyof typeof FILE_TYPES;

/** A file name the route accepts: Sanity's content hash (sha1, 40 hex digits) and a known type. */
export type SanityFileName = { name: string; hash: string; extension: FileExtension };

const FILE_NAME = /^([0-9a-f]{40})\.([a-z0-9]{1,5})$/;

function isFileExtension(extension: string): extension is FileExtension {
  return Object.hasOwn(FILE_TYPES, extension);
}

/** The file name if it is one the route may ask the CDN for, else null (no other characters). */
export function parseFileName(name: string): SanityFileName | null {
  const match = FILE_NAME.exec(name);
  if (!match || !isFileExtension(match[2])) return null;
  return { name, hash: match[1], extension: match[2] };
}

type SanityEnv = Extract<ContentEnv, { source: 'sanity' }>;

/** The CDN origin the route reads from: SANITY_CDN_HOST, else Sanity's. */
export function fileCdnOrigin(env: SanityEnv): string {
  return env.cdnHost ? new URL(env.cdnHost).origin : SANITY_FILE_CDN_ORIGIN;
}

/** Where the CDN keeps a file of the configured project and dataset. */
export function sanityFileCdnUrl(env: SanityEnv, file: SanityFileName): string {
  return `${fileCdnOrigin(env)}/files/${env.projectId}/${env.dataset}/${file.name}`;
}

/**
 * A file URL from content, as the site links it: a file of the configured Sanity project and
 * dataset on the CDN becomes `/filer/<sha1>.<extension>`; anything else (a file in `public/`, the
 * local dataset's assets, another project's file, a type the route does not serve, a URL with a
 * query) is returned unchanged.
 */
export function sameOriginFileUrl(url: string, env?: ContentEnv): string;
export function sameOriginFileUrl(url: string | null, env?: ContentEnv): string | null;
export function sameOriginFileUrl(
  url: string | null,
  env: ContentEnv = readContentEnv(),
): string | null {
  if (url === null || env.source !== 'sanity') return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const cdnOrigins = [SANITY_FILE_CDN_ORIGIN, fileCdnOrigin(env)];
  if (!cdnOrigins.includes(parsed.origin) || parsed.search || parsed.hash) return url;
  const prefix = `/files/${env.projectId}/${env.dataset}/`;
  if (!parsed.pathname.startsWith(prefix)) return url;
  const file = parseFileName(parsed.pathname.slice(prefix.length));
  return file ? `${FILE_ROUTE_PATH}/${file.name}` : url;
}
