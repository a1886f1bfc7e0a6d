// @ts-check
// Plain JavaScript so next.config.mjs can import it; its JSDoc types it for the TypeScript
// tests, which assert on these very definitions.

import { checkHooplaSalesUrlTemplate } from '../hoopla/sales-url-template.mjs';
import { processEnv } from '../env/process-env.mjs';

export const SANITY_CDN_ORIGIN = 'https://cdn.sanity.io';
export const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_FRAME_ORIGIN = 'https://player.vimeo.com';

const PLACEHOLDER_LABEL = 'organization-id-placeholder';

/** Next.js sets this cookie while draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The CSP source for the ticket sales frame, from the URL template. An organisation on its own
 * subdomain (`https://{organizationId}.hoopla.no/`) becomes `https://*.hoopla.no`; a template
 * with the id in the path keeps its exact origin. A broken template fails the build here,
 * naming the variable (lib/hoopla/sales-url-template.mjs checks it for both).
 * @param {string | undefined} template
 * @returns {string}
 */
export function hooplaFrameSource(template) {
  const { template: raw, probe: url } = checkHooplaSalesUrlTemplate(template, PLACEHOLDER_LABEL);
  const labels = url.hostname.split('.');
  const last = labels.findLastIndex((label) => label.includes(PLACEHOLDER_LABEL));
  // A CSP wildcard may only stand for whole leading labels, so `shop-{id}.example.no` is `*.example.no`.
  const rest = labels.slice(last + 1);
  if (last >= 0 && rest.length < 2) {
    throw new Error(
      `NEXT_PUBLIC_HOOPLA_SALES_URL must keep at least a registrable domain after {organizationId}, got "${raw}"`,
    );
  }
  const host = last >= 0 ? ['*', ...rest].join('.') : url.hostname;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/**
 * @typedef {{ hooplaSalesUrl?: string, sanityApiHost?: string, dev?: boolean }} SecurityOptions
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ source: string, has?: { type: 'cookie', key: string }[], headers: Header[] }} HeaderRule
 */

/** @param {Record<string, string | undefined>} [env] @returns {SecurityOptions} */
export function readSecurityOptions(env = processEnv()) {
  return {
    hooplaSalesUrl: env.NEXT_PUBLIC_HOOPLA_SALES_URL,
    sanityApiHost: env.SANITY_API_HOST?.trim() || undefined,
    dev: env.NODE_ENV === 'development',
  };
}

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Directives for the public site. No nonces, so every page stays statically generated (a nonce
 * must differ per response, which forces dynamic rendering); Next's inline bootstrap and RSC
 * payload scripts, and next-themes' pre-paint script, therefore need 'unsafe-inline'. Everything
 * else is pinned: no eval, no plugins, no foreign scripts, fetches only to this origin, frames
 * only from the video and ticket hosts. See docs/operations.md.
 * @param {SecurityOptions} [options]
 * @param {{ frameAncestors?: string[], extraConnect?: string[] }} [overrides]
 * @returns {Record<string, string[]>}
 */
export function siteCspDirectives(options = {}, overrides = {}) {
  const dev = options.dev === true;
  return {
    'default-src': ["'self'"],
    // React's development build evaluates code for its call stacks; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React renders style attributes and next/font injects a style tag.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', SANITY_CDN_ORIGIN],
    'font-src': ["'self'"],
    'media-src': ["'self'", SANITY_CDN_ORIGIN],
    // HubSpot is reached by the server only; the browser talks to this origin alone.
    'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...(overrides.extraConnect ?? [])],
    'frame-src': [
      hooplaFrameSource(options.hooplaSalesUrl),
      YOUTUBE_FRAME_ORIGIN,
      VIMEO_FRAME_ORIGIN,
    ],
    // The offline service worker (/serwist/sw.js) is this site's own script; nothing else runs as a worker.
    'worker-src': ["'self'"],
    // The web app manifest (/manifest.webmanifest).
    'manifest-src': ["'self'"],
    'frame-ancestors': overrides.frameAncestors ?? ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** next-sanity's NextStudio loads Sanity's bridge script from here, as a hosted studio does. */
export const SANITY_STUDIO_SCRIPT_ORIGIN = 'https://core.sanity-cdn.com';
/** The studio's own typeface (Inter), which the studio's stylesheet (Sanity UI) loads from here. */
export const SANITY_STUDIO_FONT_ORIGIN = 'https://design-system-static.sanity.io';

/**
 * Sanity Studio (when mounted at /studio) is a single-page app that talks to Sanity's APIs,
 * realtime listeners and module CDN, shows avatars from identity providers, runs workers, and
 * frames this site in its Presentation tool. It is only usable by logged-in editors.
 * @param {SecurityOptions} [options]
 * @returns {Record<string, string[]>}
 */
export function studioCspDirectives(options = {}) {
  // A test's stand-in of Sanity's API, and its realtime socket (presence) on the same host.
  const standInOrigin = options.sanityApiHost && new URL(options.sanityApiHost).origin;
  const standIn = standInOrigin ? [standInOrigin, standInOrigin.replace(/^http/, 'ws')] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", SANITY_STUDIO_SCRIPT_ORIGIN],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', SANITY_STUDIO_FONT_ORIGIN],
    'media-src': ["'self'", 'blob:', SANITY_CDN_ORIGIN],
    'connect-src': [
      "'self'",
      'https://*.sanity.io',
      'wss://*.sanity.io',
      'https://sanity-cdn.com',
      'https://*.sanity-cdn.com',
      ...standIn,
    ],
    'frame-src': [
      "'self'",
      'https://*.sanity.io',
      hooplaFrameSource(options.hooplaSalesUrl),
      YOUTUBE_FRAME_ORIGIN,
      VIMEO_FRAME_ORIGIN,
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** @param {SecurityOptions} [options] */
export function contentSecurityPolicy(options = {}) {
  return serialize(siteCspDirectives(options));
}

/**
 * Powerful features nobody on this site needs are off for the page and every frame in it;
 * fullscreen is kept for the video players and payment for the ticket frame.
 * @param {SecurityOptions} [options]
 */
export function permissionsPolicy(options = {}) {
  const tickets = `"${hooplaFrameSource(options.hooplaSalesUrl)}"`;
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'browsing-topics=()',
    `payment=(self ${tickets})`,
    `fullscreen=(self "${YOUTUBE_FRAME_ORIGIN}" "${VIMEO_FRAME_ORIGIN}")`,
  ].join(', ');
}

/**
 * Headers every response gets (pages, the 404, API routes, static files).
 * @param {SecurityOptions} [options]
 * @returns {Header[]}
 */
export function securityHeaders(options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Two years, the preload list's minimum; browsers ignore it on plain-http localhost.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy(options) },
    // For browsers without CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/**
 * The rules for next.config's headers(). Later rules override earlier ones for the same key,
 * so the relaxations come after the site-wide set.
 * @param {SecurityOptions} [options]
 * @returns {HeaderRule[]}
 */
export function securityHeaderRules(options = readSecurityOptions()) {
  const sameOriginFraming = { key: 'X-Frame-Options', value: 'SAMEORIGIN' };
  // An editor previewing drafts sees pages inside the Studio's Presentation tool (same origin),
  // which may also reach Sanity's API from the browser for live updates.
  const preview = [
    {
      key: 'Content-Security-Policy',
      value: serialize(
        siteCspDirectives(options, {
          frameAncestors: ["'self'"],
          extraConnect: ['https://*.api.sanity.io', 'wss://*.api.sanity.io'],
        }),
      ),
    },
    sameOriginFraming,
  ];
  const studio = [
    { key: 'Content-Security-Policy', value: serialize(studioCspDirectives(options)) },
    sameOriginFraming,
  ];
  // Sources use unnamed groups, `(.*)`, never a named parameter such as `:path*`: Next drops
  // unnamed groups from the match, and with no parameters it sends the header values as they
  // are. A named parameter makes it compile every value containing a colon (the whole CSP)
  // with path-to-regexp on every request, about 4 % of a page's serving time.
  return [
    { source: '/(.*)', headers: securityHeaders(options) },
    { source: '/(.*)', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: preview },
    // The Presentation tool's first request, which turns draft mode on, is framed too.
    { source: '/api/draft-mode/(.*)', headers: preview },
    { source: '/studio', headers: studio },
    { source: '/studio/(.*)', headers: studio },
  ];
}
