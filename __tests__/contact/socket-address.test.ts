/**
 * @jest-environment node
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exposeSocketAddress, SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';

describe('the socket address header', () => {
  it('carries the TCP peer and overwrites what the client sent', async () => {
    exposeSocketAddress();
    exposeSocketAddress(); // idempotent
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await new Promise<void>((resolve, reject) => {
        const sent = request(
          {
            host: '127.0.0.1',
            port,
            localAddress: '127.0.0.3',
            headers: { [SOCKET_ADDRESS_HEADER]: '203.0.113.66', 'x-forwarded-for': '203.0.113.67' },
          },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        );
        sent.on('error', reject);
        sent.end();
      });
      expect(seen[SOCKET_ADDRESS_HEADER]).toBe('127.0.0.3');
      expect(seen['x-forwarded-for']).toBe('203.0.113.67');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
