import {
  contentSecurityPolicy,
  DRAFT_MODE_COOKIE,
  hooplaFrameSource,
  permissionsPolicy,
  securityHeaderRules,
  securityHeaders,
} from '@/lib/security/headers.mjs';
import { matchHeaderRule } from '../support/header-rule-match';

/** Splits a Content-Security-Policy value into its directives and their sources. */
function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const production = { hooplaSalesUrl: undefined, dev: false };

describe('the site Content-Security-Policy', () => {
  const csp = parseCsp(contentSecurityPolicy(production));

  it('allows exactly the hosts the pages use', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io']);
    expect(csp.get('media-src')).toEqual(["'self'", 'https://cdn.sanity.io']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([
      'https://*.hoopla.no',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('lets the browser talk to this origin only: HubSpot and Sanity are server-side', () => {
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('locks down framing, plugins, base URLs and form targets', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // The offline service worker and the app manifest come from this origin only.
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it("needs no eval, and no nonce, so pages stay static; inline scripts are Next's bootstrap", () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentSecurityPolicy(production)).not.toMatch(/unsafe-eval|nonce-/);
  });

  it('relaxes only what `next dev` needs in development', () => {
    const dev = parseCsp(contentSecurityPolicy({ dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toEqual(["'self'", 'ws:']);
  });
});

describe('the ticket frame source', () => {
  it("covers the ticket-sales block's default template when the variable is unset", () => {
    expect(hooplaFrameSource(undefined)).toBe('https://*.hoopla.no');
    expect(hooplaFrameSource('  ')).toBe('https://*.hoopla.no');
  });

  it.each([
    ['https://{organizationId}.hoopla.no/', 'https://*.hoopla.no'],
    ['https://shop-{organizationId}.billett.example.no/sales', 'https://*.billett.example.no'],
    ['https://tickets.example.no/{organizationId}/', 'https://tickets.example.no'],
    ['http://127.0.0.1:4010/{organizationId}', 'http://127.0.0.1:4010'],
  ])('derives %s → %s', (template, source) => {
    expect(hooplaFrameSource(template)).toBe(source);
    expect(
      parseCsp(contentSecurityPolicy({ hooplaSalesUrl: template })).get('frame-src')?.[0],
    ).toBe(source);
  });

  it.each([
    'not a url {organizationId}',
    'ftp://{organizationId}.example.no/',
    'https://{organizationId}.no/',
    'https://tickets.example.no/',
  ])('fails the build for a template it cannot turn into a source: %s', (template) => {
    expect(() => hooplaFrameSource(template)).toThrow(/NEXT_PUBLIC_HOOPLA_SALES_URL/);
  });
});

describe('the other security headers', () => {
  const headers = new Map(securityHeaders(production).map(({ key, value }) => [key, value]));

  it('sets each header on every response', () => {
    expect([...headers.keys()].sort()).toEqual(
      [
        'Content-Security-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('turns off powerful features but keeps fullscreen for the players and payment for tickets', () => {
    const policy = permissionsPolicy(production);
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'browsing-topics']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain(
      'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    );
    expect(policy).toContain('payment=(self "https://*.hoopla.no")');
  });
});

describe('the header rules for next.config', () => {
  const rules = securityHeaderRules(production);
  const cspOf = (rule: (typeof rules)[number]) =>
    parseCsp(rule.headers.find((header) => header.key === 'Content-Security-Policy')!.value);

  it('puts the site-wide set first, so the relaxations after it win for their paths', () => {
    expect(rules[0]).toEqual({ source: '/(.*)', headers: securityHeaders(production) });
  });

  it('captures no named parameter, so Next sends the values as they are instead of compiling each per request', () => {
    // Matched as Next's router matches header rules. A named parameter (`/:path*`) makes Next
    // run every value containing a colon, the CSP among them, through path-to-regexp per request.
    const paths = [
      '/',
      '/billetter',
      '/api/contact',
      '/api/draft-mode/enable',
      '/studio/x/y',
      '/a.pdf',
    ];
    let matched = 0;
    for (const rule of rules) {
      for (const requestPath of paths) {
        const params = matchHeaderRule(rule.source, requestPath);
        if (params === false) continue;
        matched += 1;
        expect({ source: rule.source, requestPath, params }).toEqual({
          source: rule.source,
          requestPath,
          params: {},
        });
      }
    }
    // The site-wide rules alone match every path.
    expect(matched).toBeGreaterThanOrEqual(paths.length * 2);
  });

  it('lets the same-origin Studio frame pages only while draft mode is on', () => {
    const preview = rules.find((rule) => rule.has?.[0]?.key === DRAFT_MODE_COOKIE)!;
    expect(preview.source).toBe('/(.*)');
    expect(cspOf(preview).get('frame-ancestors')).toEqual(["'self'"]);
    expect(cspOf(preview).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(preview.headers).toContainEqual({ key: 'X-Frame-Options', value: 'SAMEORIGIN' });
  });

  it('gives /studio what Sanity Studio needs: its APIs, realtime listeners and workers', () => {
    for (const source of ['/studio', '/studio/(.*)']) {
      const studio = rules.find((rule) => rule.source === source)!;
      const csp = cspOf(studio);
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://*.sanity.io',
        'wss://*.sanity.io',
        'https://sanity-cdn.com',
        'https://*.sanity-cdn.com',
      ]);
      // next-sanity's NextStudio adds Sanity's bridge script.
      expect(csp.get('script-src')).toContain('https://core.sanity-cdn.com');
      // Its typeface, which the studio's stylesheet (Sanity UI) loads.
      expect(csp.get('font-src')).toEqual([
        "'self'",
        'data:',
        'https://design-system-static.sanity.io',
      ]);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-src')).toContain("'self'");
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('lets the Studio reach a Sanity stand-in when one is configured', () => {
    const withStandIn = securityHeaderRules({
      ...production,
      sanityApiHost: 'http://127.0.0.1:4321',
    });
    const studio = withStandIn.find((rule) => rule.source === '/studio')!;
    expect(cspOf(studio).get('connect-src')).toContain('http://127.0.0.1:4321');
    // Its realtime socket (presence) too, on the same host.
    expect(cspOf(studio).get('connect-src')).toContain('ws://127.0.0.1:4321');
  });
});
