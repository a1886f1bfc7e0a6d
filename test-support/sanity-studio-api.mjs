// @ts-check
// What Sanity Studio asks of a project's API beyond GROQ queries, answered for the Sanity stand-in
// (sanity-stand-in.mjs) so a browser test can open the embedded studio's desk against it: the
// signed-in editor, the project and its access rules, documents by id, and realtime listeners
// that say "welcome" and then stay quiet (the stand-in's content does not change under them).
// Anything else the studio asks (onboarding, announcements, scheduling, history) gets a 404,
// which the studio treats as "not available" and carries on.

/** The editor the studio shows as signed in. */
export const STAND_IN_EDITOR = {
  id: 'pStandInEditor',
  name: 'Redaktør Prøve',
  email: 'redaktor@example.test',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};

// An administrator's rights on every document, as /acl returns them.
const ADMINISTRATOR_ACL = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] },
];

/**
 * A JSON answer, as Sanity's API gives every one (the query API's too).
 * @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} body
 */
export function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The studio runs on the site's origin and calls the API with the editor's session cookie, so
 * the API allows that origin with credentials, as Sanity does for a project's CORS origins.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function allowCallerOrigin(request, response) {
  const origin = request.headers.origin;
  if (!origin) return;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? 'content-type, authorization',
  );
  response.setHeader('access-control-max-age', '600');
}

/**
 * A listener that opens with `welcome` and then sends nothing: the studio fetches what it shows
 * once the listener is open. The stream stays open until the browser closes it.
 * @param {import('node:http').ServerResponse} response
 */
function openQuietListener(response) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: 'stand-in' })}\n\n`);
}

/**
 * @param {string} path the request's path without its `/v<date>` API version
 * @param {URLSearchParams} search
 * @param {() => Array<Record<string, unknown>>} documents the stand-in's current documents
 * @returns {((response: import('node:http').ServerResponse) => void) | null}
 */
function studioRoute(path, search, documents) {
  if (path === '/users/me') return (response) => sendJson(response, 200, STAND_IN_EDITOR);
  if (path === '/check/cors') return (response) => sendJson(response, 200, { result: true });
  if (path === '/features') return (response) => sendJson(response, 200, []);
  const project = /^\/projects\/([^/]+)$/.exec(path);
  if (project) {
    return (response) =>
      sendJson(response, 200, {
        id: project[1],
        displayName: 'Matfestivalen Oslo',
        organizationId: null,
        members: [],
      });
  }
  if (/^\/projects\/[^/]+\/grants$/.test(path)) return (response) => sendJson(response, 200, {});
  if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(path)) {
    return (response) => sendJson(response, 200, ADMINISTRATOR_ACL);
  }
  const datasets = /^\/projects\/[^/]+\/datasets$/.test(path);
  if (datasets) {
    // The studio also asks for add-on datasets (comments); the project has none.
    const addOns = search.has('datasetProfile');
    return (response) =>
      sendJson(response, 200, addOns ? [] : [{ name: 'production', aclMode: 'public' }]);
  }
  if (/^\/projects\/[^/]+\/user-applications$/.test(path)) {
    return (response) => sendJson(response, 200, []);
  }
  if (/^\/data\/listen\/[^/]+$/.test(path)) return openQuietListener;
  const byId = /^\/data\/doc\/[^/]+\/([^/]+)$/.exec(path);
  if (byId) {
    const ids = decodeURIComponent(byId[1]).split(',');
    return (response) => {
      const held = documents();
      const found = ids.flatMap((id) => held.filter((document) => document._id === id));
      const omitted = ids
        .filter((id) => !held.some((document) => document._id === id))
        .map((id) => ({ id, reason: 'existence' }));
      sendJson(response, 200, { documents: found, omitted });
    };
  }
  return null;
}

/**
 * Answers the request if it is one of the studio's, and says whether it did. CORS preflights of
 * any path are answered too, so the studio's query requests reach the query API.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {URL} url
 * @param {() => Array<Record<string, unknown>>} documents
 * @returns {boolean}
 */
export function answerStudioRequest(request, response, url, documents) {
  allowCallerOrigin(request, response);
  if (request.method === 'OPTIONS') {
    response.writeHead(204);
    response.end();
    return true;
  }
  const path = url.pathname.replace(/^\/v[^/]+/, '');
  const route = studioRoute(path, url.searchParams, documents);
  if (!route) return false;
  route(response);
  return true;
}

/**
 * A GROQ query as groq-js can evaluate it. The studio's document lists search with
 * `text::query()` and project `_originalId`, neither of which groq-js implements: the search
 * becomes a plain `match` (the studio's lists send `*`, which matches everything), and
 * `_originalId` is the document's `_id` (the stand-in holds no drafts or release versions).
 * @param {string} query
 */
export function evaluableQuery(query) {
  return query
    .replace(/text::query\((\$\w+)\)/g, '$1')
    .replace(/([{,]\s*)_originalId(\s*[,}])/g, '$1"_originalId": _id$2');
}
