import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The config is synchronous: a child process asks test-support/free-port.mjs (the suite's one
// free-port helper) and prints what the OS gave it.
const FREE_PORT_MODULE = pathToFileURL(path.resolve(__dirname, '../../test-support/free-port.mjs'));
const PICK_FREE_PORT = `import(${JSON.stringify(FREE_PORT_MODULE.href)})
  .then(({ freePort }) => freePort())
  .then((port) => process.stdout.write(String(port)));`;

/**
 * The port the site under test listens on: E2E_PORT when given (to reuse a server kept running),
 * else a port the OS has free now, so parallel runs on one machine never collide. It is written
 * back to E2E_PORT because Playwright's workers load the config again: they inherit the runner's
 * environment and so agree with it and with the web server it starts.
 */
export function e2ePort(): number {
  process.env.E2E_PORT ||= execFileSync(process.execPath, ['-e', PICK_FREE_PORT], {
    encoding: 'utf8',
  }).trim();
  return Number(process.env.E2E_PORT);
}
