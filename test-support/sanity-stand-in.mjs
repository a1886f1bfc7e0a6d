// A Sanity query API on 127.0.0.1 for the production tests: answers GROQ over HTTP the way
// api.sanity.io does ({result, ms, query}), evaluated with groq-js over documents held in
// memory, and can be switched to fail (500) or hang to play an outage. It also answers what the
// embedded studio asks (sanity-studio-api.mjs). Given a certificate (`tls`) it serves HTTPS with
// HTTP/2, as Sanity does: the studio keeps more realtime listeners open than the six connections
// a browser opens to one HTTP/1.1 host, and its other requests would queue behind them.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { answerStudioRequest, evaluableQuery, sendJson } from './sanity-studio-api.mjs';

const QUERY_PATH = /^\/v[^/]+\/data\/query\/([^/?]+)$/;

/**
 * Published documents from an NDJSON export (drafts and release versions are not public).
 * @param {string} file
 * @returns {Array<Record<string, unknown>>}
 */
export function readPublishedDocuments(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter(
      (document) => !document._id.startsWith('drafts.') && !document._id.startsWith('versions.'),
    );
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** GET carries the query and `$name=<JSON>` params in the URL; long queries come as a POST body. */
async function readQuery(request, url) {
  if (request.method === 'POST') {
    const body = JSON.parse((await readBody(request)) || '{}');
    return { query: body.query, params: body.params ?? {} };
  }
  const params = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return { query: url.searchParams.get('query'), params };
}

/**
 * A Content Source Map for a query result: each string maps to the same field path of the
 * nearest enclosing object that has an `_id` (the document it came from), as Sanity's API maps
 * projected fields back to their documents. Good enough for stega; not a full implementation.
 */
export function contentSourceMap(result) {
  const documents = [];
  const paths = [];
  const mappings = {};
  const documentIndex = (node) => {
    const found = documents.findIndex((document) => document._id === node._id);
    if (found >= 0) return found;
    documents.push({ _id: node._id, _type: node._type ?? 'unknown' });
    return documents.length - 1;
  };
  const walk = (node, resultPath, owner) => {
    if (typeof node === 'string' && owner) {
      paths.push(`$${owner.path}`);
      mappings[`$${resultPath}`] = {
        type: 'value',
        source: { type: 'documentValue', document: owner.document, path: paths.length - 1 },
      };
    } else if (Array.isArray(node)) {
      node.forEach((item, index) =>
        walk(
          item,
          `${resultPath}[${index}]`,
          owner && { ...owner, path: `${owner.path}[${index}]` },
        ),
      );
    } else if (node && typeof node === 'object') {
      const here =
        typeof node._id === 'string' ? { document: documentIndex(node), path: '' } : owner;
      for (const [key, item] of Object.entries(node)) {
        if (key.startsWith('_')) continue;
        walk(item, `${resultPath}['${key}']`, here && { ...here, path: `${here.path}['${key}']` });
      }
    }
  };
  walk(result, '', null);
  return { documents, paths, mappings };
}

/**
 * @param {{ documents: Array<Record<string, unknown>>, tls?: { key: Buffer, cert: Buffer } }} options
 * @returns {Promise<{ url: string, documents: Array<Record<string, unknown>>, stats: { ok: number, failed: number, hung: number },
 *   setMode: (mode: 'ok' | 'error' | 'hang') => void, close: () => Promise<void> }>}
 */
export async function startSanityStandIn({ documents, tls }) {
  let mode = 'ok';
  const hanging = new Set();
  const stats = { ok: 0, failed: 0, hung: 0 };
  const state = { documents };

  const handler = async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (answerStudioRequest(request, response, url, () => state.documents)) return;
    if (!QUERY_PATH.test(url.pathname))
      return sendJson(response, 404, {
        error: 'Not Found',
        message: `No stand-in for ${url.pathname}`,
      });
    if (mode === 'hang') {
      // Never answer: the socket stays open until the client gives up or the outage ends.
      stats.hung += 1;
      hanging.add(request.socket);
      return;
    }
    if (mode === 'error') {
      stats.failed += 1;
      return sendJson(response, 500, {
        error: 'Internal Server Error',
        message: 'Stand-in outage',
        statusCode: 500,
      });
    }
    const started = Date.now();
    try {
      const { query, params } = await readQuery(request, url);
      const tree = parse(evaluableQuery(query), { params });
      const value = await evaluate(tree, { dataset: state.documents, params });
      stats.ok += 1;
      const result = await value.get();
      // Like Sanity's API: a Content Source Map when asked for one (Visual Editing's stega).
      const sourceMap = url.searchParams.get('resultSourceMap') ? contentSourceMap(result) : null;
      sendJson(response, 200, {
        query,
        result,
        ...(sourceMap ? { resultSourceMap: sourceMap } : {}),
        ms: Date.now() - started,
      });
    } catch (error) {
      sendJson(response, 400, {
        error: {
          description: error instanceof Error ? error.message : String(error),
          type: 'queryParseError',
        },
      });
    }
  };
  // HTTP/2 for browsers; the site's own server-side client still speaks HTTP/1.1 over TLS.
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handler)
    : createServer(handler);
  // Over TLS, HTTP/1.1 connections and HTTP/2 sessions both start as a TLS socket: kept here so
  // close() can end the ones a listener holds open (an HTTP/2 server has no
  // closeAllConnections).
  const tlsSockets = new Set();
  server.on('secureConnection', (socket) => {
    tlsSockets.add(socket);
    socket.on('close', () => tlsSockets.delete(socket));
  });
  // Idle keep-alive sockets are closed by the client first (undici: after 4 s), never here: a
  // server closing at its default 5 s races a request sent on the same socket ("other side
  // closed"), which a loaded machine hits during a long build.
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  const releaseHanging = () => {
    for (const socket of hanging) socket.destroy();
    hanging.clear();
  };

  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    get documents() {
      return state.documents;
    },
    set documents(next) {
      state.documents = next;
    },
    stats,
    setMode(next) {
      // Ending an outage drops the connections it held, as a load balancer would.
      if (mode === 'hang' && next !== 'hang') releaseHanging();
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        releaseHanging();
        server.closeAllConnections?.();
        for (const socket of tlsSockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
