#!/usr/bin/env node
// The throughput ceiling: node:http serving the very HTML files `next build` prerendered,
// read from disk per request like any plain static file server, nothing else.
// Usage: node bench/static-server.mjs <dist>/server/app <port>
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const [dirArgument, port] = process.argv.slice(2);
if (!dirArgument || !port) {
  console.error('Usage: node bench/static-server.mjs <html dir> <port>');
  process.exit(2);
}
const htmlDir = path.resolve(dirArgument);

createServer(async (request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const name = pathname === '/' ? 'index' : pathname.slice(1);
  const file = path.join(htmlDir, `${name}.html`);
  if (!file.startsWith(`${htmlDir}${path.sep}`)) {
    response.writeHead(400).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  } catch {
    response.writeHead(404).end('Not found');
  }
}).listen(Number(port), '127.0.0.1');
