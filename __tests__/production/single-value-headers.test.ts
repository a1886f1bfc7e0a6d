import { createServer, request, ServerResponse, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepSingleValueHeadersSingle } from '@/lib/http/single-value-headers';

/** Serves one response written by `write` on 127.0.0.1 and returns its raw header list. */
async function rawHeaders(write: (response: ServerResponse) => void): Promise<string[]> {
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    write(response);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/' }, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const valuesOf = (raw: string[], name: string) =>
  raw.filter((_, index) => index % 2 === 1 && raw[index - 1].toLowerCase() === name);

describe('keepSingleValueHeadersSingle (the Location Next 16 appends twice)', () => {
  beforeAll(() => keepSingleValueHeadersSingle());

  it('drops a repeated Location and x-nextjs-stale-time, as Next appends them for an on-demand redirect', async () => {
    const raw = await rawHeaders((response) => {
      response.statusCode = 308;
      response.setHeader('Location', '/matfestival');
      response.setHeader('x-nextjs-stale-time', '300');
      response.appendHeader('location', '/matfestival');
      response.appendHeader('x-nextjs-stale-time', ['300']);
    });
    expect(valuesOf(raw, 'location')).toEqual(['/matfestival']);
    expect(valuesOf(raw, 'x-nextjs-stale-time')).toEqual(['300']);
  });

  it('still sets a Location nobody set before, and leaves multi-value headers alone', async () => {
    const raw = await rawHeaders((response) => {
      response.statusCode = 307;
      response.appendHeader('Location', 'https://example.org/billetter');
      response.appendHeader('Set-Cookie', 'a=1');
      response.appendHeader('Set-Cookie', 'a=1');
      response.appendHeader('Vary', 'RSC');
      response.appendHeader('Vary', 'RSC');
    });
    expect(valuesOf(raw, 'location')).toEqual(['https://example.org/billetter']);
    expect(valuesOf(raw, 'set-cookie')).toEqual(['a=1', 'a=1']);
    expect(valuesOf(raw, 'vary')).toHaveLength(2);
  });

  it('patches once however often the server registers it', () => {
    const patched = ServerResponse.prototype.appendHeader;
    keepSingleValueHeadersSingle();
    expect(ServerResponse.prototype.appendHeader).toBe(patched);
  });
});
