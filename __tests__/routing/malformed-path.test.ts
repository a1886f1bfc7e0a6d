/**
 * @jest-environment node
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { malformedPathProblem, refuseMalformedPaths } from '@/lib/http/malformed-path';

describe('malformedPathProblem', () => {
  it('passes well-formed paths, whatever their query', () => {
    for (const url of ['/', '/om-oss', '/%C3%A6rlig', '/100%25', '/kalender.ics?arrangement=%'])
      expect(malformedPathProblem(url)).toBeNull();
  });

  it('names malformed percent-encoding and control characters', () => {
    for (const url of ['/%', '/a%zz', '/arrangement/%/kalender.ics', '/%C3', '/%ED%A0%80'])
      expect(malformedPathProblem(url)).toBe('malformed percent-encoding');
    for (const url of ['/a%00', '/%0A', '/filer/%7F.pdf'])
      expect(malformedPathProblem(url)).toBe('control character');
  });
});

describe('refuseMalformedPaths: a real HTTP server', () => {
  it('answers a malformed path 400, uncached, before the app sees it', async () => {
    refuseMalformedPaths();
    refuseMalformedPaths(); // idempotent
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, method = 'GET') =>
      new Promise<{ status: number; cache: string | undefined; body: string }>(
        (resolve, reject) => {
          const sent = request({ host: '127.0.0.1', port, path, method }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, cache: res.headers['cache-control'], body }),
            );
          });
          sent.on('error', reject);
          sent.end(method === 'POST' ? '{"a":1}' : undefined);
        },
      );
    try {
      for (const path of ['/%', '/arrangement/%E0%A4%A/kalender.ics', '/a%00b', '/api/x%']) {
        const answer = await get(path);
        expect([path, answer.status, answer.cache]).toEqual([path, 400, 'no-store']);
        expect(answer.body).toContain('Ugyldig adresse');
      }
      expect((await get('/api/contact%', 'POST')).status).toBe(400);
      expect(await get('/om-oss?x=%')).toMatchObject({ status: 200, body: 'app' });
      expect(seen).toEqual(['/om-oss?x=%']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
