import { createRequire } from 'node:module';

// Next's own router code, deep-imported: what `next start` does with next.config headers() rules,
// from loading them to the values it sends (server/lib/router-utils/resolve-routes.js).
const nodeRequire = createRequire(__filename);
const loadCustomRoutes = nodeRequire('next/dist/lib/load-custom-routes.js').default;
const { buildCustomRoute } = nodeRequire('next/dist/server/lib/router-utils/filesystem.js');
const { compileNonPath } = nodeRequire('next/dist/shared/lib/router/utils/prepare-destination.js');
const { parseRelativeUrl } = nodeRequire('next/dist/shared/lib/router/utils/parse-relative-url.js');

type Rule = { source: string; has?: unknown[]; headers: { key: string; value: string }[] };
type BuiltRule = Rule & { match: (pathname: string) => Record<string, unknown> | false };

/**
 * The header rules as Next loads them (validated; it throws on a source it refuses) and matches
 * them at run time.
 */
export async function loadHeaderRules(rules: Rule[]): Promise<BuiltRule[]> {
  const routes = await loadCustomRoutes({
    headers: async () => rules,
    rewrites: async () => [],
    redirects: async () => [],
    basePath: '',
    trailingSlash: false,
    experimental: {},
  });
  return routes.headers.map((rule: Rule) => buildCustomRoute('header', rule, '', undefined));
}

/**
 * The headers Next sends for a request URL (`/om-oss?_rsc=abc`) without cookies: each matching
 * rule's values with its parameters filled in, the last rule setting a key winning. Keys as the
 * rules spell them.
 */
export function headersForRequest(rules: BuiltRule[], requestUrl: string): Record<string, string> {
  const { pathname } = parseRelativeUrl(requestUrl);
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.has) continue;
    const params = rule.match(pathname);
    if (!params) continue;
    const filled = Object.keys(params).length > 0;
    for (const { key, value } of rule.headers)
      headers[key] = filled ? compileNonPath(value, params) : value;
  }
  return headers;
}
