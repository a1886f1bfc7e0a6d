// @ts-check
// The one free-port helper of the tests, checks and benchmarks.
import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on: the kernel picks it (listen on port 0), and
 * the probe closes before the port is handed out. A server started right after takes it; the
 * kernel hands out ports in rotation, so another process picking the same one in between is
 * rare, and the servers we start fail loudly (EADDRINUSE) rather than share it.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
