// @ts-check
// A throwaway certificate for a stand-in that must speak HTTPS on 127.0.0.1 (browsers use
// HTTP/2 only over TLS). Made with Debian's openssl, valid for two days, for the IP address only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `key.pem` and `cert.pem` into `dir`. A Node process trusts the certificate through
 * NODE_EXTRA_CA_CERTS=`certFile`; a Playwright browser through `ignoreHTTPSErrors`.
 * @param {string} dir
 * @returns {{ key: Buffer, cert: Buffer, certFile: string }}
 */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
      '-keyout', keyFile, '-out', certFile,
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(
      `Could not make a test certificate with openssl (apt-get install openssl): ${detail || error}`,
    );
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}
