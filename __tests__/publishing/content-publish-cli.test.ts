import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startStandIn } from '../support/http-stand-in';
import { SIGNATURE_HEADER_NAME, verifySignature } from '@/lib/publishing/signature';

const CLI = path.resolve(__dirname, '../../scripts/content-publish.mjs');
const FIXTURE = path.join(__dirname, '../fixtures/publishing-dataset.ndjson');
const SECRET = `cli-${randomBytes(8).toString('hex')}`;
// A directory without .env files, so the developer's own secrets never leak into the test.
const CWD = mkdtempSync(path.join(tmpdir(), 'content-publish-'));

type Run = { code: number; stdout: string; stderr: string };

function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: CWD,
        env: {
          PATH: process.env.PATH,
          CONTENT_DATASET_FILE: FIXTURE,
          SANITY_REVALIDATE_SECRET: SECRET,
          ...env,
        } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
      },
      (error, stdout: string, stderr: string) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('scripts/content-publish.mjs', () => {
  let site: Awaited<ReturnType<typeof startStandIn>>;

  beforeEach(async () => {
    site = await startStandIn((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ revalidated: true, tags: ['page:pub-program'] }));
    });
  });
  afterEach(() => site.close());

  it('posts the projection of a dataset document, signed so the site accepts it', async () => {
    const run = await runCli(['page-pub-program', '--url', site.url]);
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('-> 200');
    expect(site.requests).toHaveLength(1);
    const [request] = site.requests;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/revalidate');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      _type: 'page',
      _id: 'page-pub-program',
      slug: 'pub-program',
      previousSlug: 'pub-program',
      operation: 'update',
    });
    const header = request.headers[SIGNATURE_HEADER_NAME];
    expect(
      verifySignature({ rawBody: request.body, header: String(header), secret: SECRET }),
    ).toMatchObject({ valid: true });
  });

  it('sends no previous slug for a create, and the given one for a slug change', async () => {
    await runCli(['page-pub-orphan', '--url', site.url, '--operation', 'create']);
    await runCli(['page-pub-orphan', '--url', site.url, '--previous-slug', 'pub-gammel']);
    const bodies = site.requests.map((request) => JSON.parse(request.body));
    expect(bodies[0]).toMatchObject({
      operation: 'create',
      slug: 'pub-orphan',
      previousSlug: null,
    });
    expect(bodies[1]).toMatchObject({
      operation: 'update',
      slug: 'pub-orphan',
      previousSlug: 'pub-gammel',
    });
  });

  it('publishes the deletion of a document that is no longer in the dataset from --type and --slug', async () => {
    const id = `page-${randomBytes(3).toString('hex')}`;
    const run = await runCli([
      id,
      '--url',
      site.url,
      '--operation',
      'delete',
      '--type',
      'page',
      '--slug',
      'borte',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(site.requests[0].body)).toEqual({
      _type: 'page',
      _id: id,
      slug: 'borte',
      previousSlug: 'borte',
      operation: 'delete',
    });
  });

  it('refuses an unknown document unless asked to publish a deletion, without sending anything', async () => {
    const run = await runCli(['page-does-not-exist', '--url', site.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not in');
    expect(run.stderr).toContain('--operation delete');
    expect(site.requests).toHaveLength(0);
  });

  it('fails clearly without the secret', async () => {
    const run = await runCli(['page-pub-program', '--url', site.url], {
      SANITY_REVALIDATE_SECRET: undefined,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('SANITY_REVALIDATE_SECRET is not set');
    expect(site.requests).toHaveLength(0);
  });

  it('exits non-zero when the site refuses the webhook', async () => {
    site.respondWith((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Invalid signature' }));
    });
    const run = await runCli(['page-pub-program', '--url', site.url]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Invalid signature');
    expect(run.stderr).toContain('refused the webhook with status 401');
  });

  it('explains when the site cannot be reached', async () => {
    const url = site.url;
    await site.close();
    const run = await runCli(['page-pub-program', '--url', url]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Could not reach');
    site = await startStandIn(() => undefined);
  });

  it('rejects an unknown operation with usage help', async () => {
    const run = await runCli(['page-pub-program', '--url', site.url, '--operation', 'publish']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage:');
  });
});
