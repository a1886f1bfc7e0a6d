/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { createClient } from 'redis';
import { parse } from 'yaml';
import { persistenceProblem, readRedisPersistence } from '@/lib/redis/client';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server.mjs';

// deploy/compose.yaml, checked without Docker: each property an operator relies on, read from
// the file as Compose reads it (YAML merge keys, ${VAR} interpolation), and the Redis servers'
// command lines run on Debian's redis-server to show what they do.
type Service = {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  mem_limit?: string;
  healthcheck?: { test: string[] };
  volumes?: string[];
};
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const apps = ['app1', 'app2'].map((name) => [name, services[name]] as const);

const SECRETS: Record<string, string> = {
  REDIS_CACHE_PASSWORD: 'cache-secret-1234',
  REDIS_QUEUE_PASSWORD: 'queue-secret-5678',
  CDN_PURGE_TOKEN: 'purge-token',
  SANITY_REVALIDATE_SECRET: 'webhook-secret',
};

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a dollar. */
function interpolate(text: string, vars: Record<string, string> = SECRETS): string {
  return text
    .replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind, rest: string) => {
      const value = vars[name];
      if (value) return value;
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return kind === '-' ? rest : '';
    })
    .replaceAll('$$', '$');
}

/** Every variable name the product code reads from the environment. */
function envNamesInCode(): Set<string> {
  const names = new Set<string>();
  const files: string[] = ['instrumentation.ts', 'next.config.mjs', 'scripts/healthcheck.mjs'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|tsx|mjs)$/.test(entry) && !entry.endsWith('.d.mts')) files.push(file);
    }
  };
  ['app', 'lib', 'components'].forEach(walk);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]);
    // Settings read through a zod schema or a helper: an upper-case key ending in a name.
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9]*_[A-Z0-9_]+): /gm)) names.add(match[1]);
    for (const match of text.matchAll(/\bread\w*\('([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g))
      names.add(match[1]);
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9]*_[A-Z0-9_]+)/g)) names.add(match[1]);
  }
  return names;
}

/** Set by Next.js or the build itself, never by an operator. */
const INTERNAL = new Set([
  'NODE_ENV',
  'NEXT_PHASE',
  'NEXT_RUNTIME',
  'CONTENT_CACHE_GENERATION',
  'SITE_STYLESHEET_BUILT',
]);

describe('deploy/compose.yaml', () => {
  it('lists every runtime variable in .env.example, and every variable the compose file reads', () => {
    const example = readFileSync('.env.example', 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const fromCompose = [
      ...readFileSync('deploy/compose.yaml', 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]+)/g),
    ].map((m) => m[1]);
    const missing = [...envNamesInCode(), ...fromCompose].filter(
      (name) => !INTERNAL.has(name) && !listed.has(name),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(apps)(
    '%s: read-only, a tmpfs where Next writes, no capabilities, no new privileges, a memory limit',
    (_, app) => {
      expect(app.read_only).toBe(true);
      expect(app.tmpfs?.some((mount) => mount.split(':')[0] === '/app/.next/cache')).toBe(true);
      expect(app.cap_drop).toEqual(['ALL']);
      expect(app.security_opt).toContain('no-new-privileges:true');
      expect(app.mem_limit).toMatch(/^\d+[mg]$/);
      // The contact spool is the one other place it writes: a volume, not the image.
      expect(app.volumes).toContain('contact-data:/app/.data');
    },
  );

  it.each(apps)('%s: a health check on /api/health', (_, app) => {
    expect(app.healthcheck?.test).toEqual(['CMD', 'node', 'healthcheck.mjs']);
    expect(readFileSync('scripts/healthcheck.mjs', 'utf8')).toMatch(/\/api\/health`/);
  });

  it.each(apps)('%s: passes the Sanity and HubSpot settings through', (_, app) => {
    for (const name of [
      'SANITY_PROJECT_ID',
      'SANITY_DATASET',
      'SANITY_API_READ_TOKEN',
      'SANITY_REVALIDATE_SECRET',
      'HUBSPOT_PORTAL_ID',
      'HUBSPOT_FORM_GUID',
      'HUBSPOT_SUBSCRIPTION_TYPE_ID',
    ])
      expect(app.environment?.[name]).toMatch(new RegExp(`^\\$\\{${name}(:[-?].*)?\\}$`));
    expect(interpolate(app.environment!.SANITY_PROJECT_ID, { SANITY_PROJECT_ID: 'abc' })).toBe(
      'abc',
    );
  });

  it('runs Varnish on a current release, from the entrypoint that follows the app containers', () => {
    const [, major, minor] = /^varnish:(\d+)\.(\d+)/.exec(services.varnish.image ?? '') ?? [];
    expect(Number(major) * 100 + Number(minor)).toBeGreaterThanOrEqual(800);
    expect(services.varnish.entrypoint).toEqual(['/bin/sh', '/etc/varnish/templates/start.sh']);
    expect(services.varnish.volumes).toContain('./varnish:/etc/varnish/templates:ro');
  });

  it('refuses to start without the secrets', () => {
    for (const name of Object.keys(SECRETS)) {
      const text = readFileSync('deploy/compose.yaml', 'utf8');
      expect(() => interpolate(text, { ...SECRETS, [name]: '' })).toThrow(name);
    }
  });
});

describe("deploy/compose.yaml's Redis servers, run with their own command lines", () => {
  const servers: RedisServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  /** redis-server with the service's arguments (after `redis-server`), interpolated. */
  async function run(name: 'redis' | 'queue') {
    const [binary, ...args] = services[name].command!.map((arg) => interpolate(arg));
    expect(binary).toBe('redis-server');
    const server = await startRedisServer({ args });
    servers.push(server);
    return server;
  }
  function rawPing(port: number): Promise<string> {
    return new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      let reply = '';
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        reply += String(data);
        if (reply.includes('\r\n')) socket.end();
      });
      socket.on('close', () => resolve(reply));
      socket.on('error', (error) => resolve(String(error)));
    });
  }
  /** The URL an app container uses for this server, pointed at the test's port. */
  const appUrl = (variable: string, server: RedisServer) =>
    interpolate(services.app1.environment![variable]).replace(
      /@[^/]+:6379/,
      `@127.0.0.1:${server.port}`,
    );

  it.each([
    ['redis', 'REDIS_URL'],
    ['queue', 'CONTACT_REDIS_URL'],
  ] as const)(
    '%s: refuses a client without the password; the app user (%s) is let in',
    async (name, variable) => {
      const server = await run(name);
      // Without credentials, Redis answers NOAUTH (raw RESP: no client library's handshake).
      expect(await rawPing(server.port)).toMatch(/^-NOAUTH/);
      const app = createClient({ url: appUrl(variable, server) });
      await app.connect();
      try {
        expect(await app.ping()).toBe('PONG');
        expect(await app.set('k', 'v')).toBe('OK');
      } finally {
        app.destroy();
      }
    },
    30_000,
  );

  it('queue: never evicts and writes every message to its append-only file before answering', async () => {
    const server = await run('queue');
    const app = createClient({ url: appUrl('CONTACT_REDIS_URL', server) });
    await app.connect();
    try {
      const policy = await app.configGet('maxmemory-policy');
      expect(policy['maxmemory-policy']).toBe('noeviction');
      // The app's own check of a queue Redis (lib/redis/client.ts) finds nothing wrong.
      const persistence = await readRedisPersistence(app as never);
      expect(persistence).toEqual({ aofEnabled: true, appendfsync: 'always' });
      expect(persistenceProblem(persistence)).toBeNull();
    } finally {
      app.destroy();
    }
  }, 30_000);
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const runner = dockerfile.slice(dockerfile.indexOf('AS runner'));

  it("keeps the app's files owned by root, writable by the runtime user only where Next writes", () => {
    expect(runner).not.toMatch(/COPY[^\n]*--chown/);
    expect(runner).toMatch(/chmod -R go-w \/app/);
    expect(runner).toMatch(/chown node:node \/app\/\.data \/app\/\.next\/cache \\\n/);
    // Next's disk cache writes pages beside the build's; its JavaScript stays root's.
    expect(runner).toMatch(/find \/app\/\.next\/server\/app -type f ! -name '\*\.js'/);
    expect(runner).toMatch(/^USER node$/m);
  });
});
