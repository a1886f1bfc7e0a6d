import { execFileSync } from 'node:child_process';

// Binds port 0 in a child process (the config is synchronous) and prints what the OS gave it.
const PICK_FREE_PORT = `const s = require('node:net').createServer();
s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });`;

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
