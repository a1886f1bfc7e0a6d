import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendToOutbox } from '@/lib/contact/outbox';
import { createRateLimiter } from '@/lib/contact/rate-limit';
import { handleContactRequest } from '@/lib/contact/submit';
import payload from './fixtures/valid-payload.json';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function readLines(file: string) {
  const text = await readFile(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('contact outbox', () => {
  it('keeps all 50 concurrent submissions as whole, parseable lines with unique ids', async () => {
    const outboxFile = path.join(dir, 'deep', 'er', 'outbox.jsonl');
    const options = {
      env: { delivery: 'outbox', outboxFile } as const,
      rateLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
      log: () => undefined,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        handleContactRequest(
          new Request('http://localhost/api/contact', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // Long messages make torn or interleaved writes visible if they ever happen.
            body: JSON.stringify({
              ...payload,
              email: `gjest${i}@example.no`,
              message: `${i} `.repeat(1000),
            }),
          }),
          options,
        ),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(50).fill(200));
    const lines = await readLines(outboxFile);
    expect(lines).toHaveLength(50);
    expect(new Set(lines.map((line) => line.id)).size).toBe(50);
    expect(new Set(lines.map((line) => line.email))).toEqual(
      new Set(Array.from({ length: 50 }, (_, i) => `gjest${i}@example.no`)),
    );
    for (const line of lines) {
      const index = String(line.email).match(/\d+/)?.[0];
      expect(line.message).toBe(`${index} `.repeat(1000).trim());
    }
  });

  it('appends in call order and resolves with the id and timestamp it wrote', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    const at = new Date('2026-06-01T10:00:00.000Z');
    const entries = await Promise.all([1, 2, 3].map((n) => appendToOutbox(file, { n }, at)));
    const lines = await readLines(file);
    expect(lines.map((line) => line.n)).toEqual([1, 2, 3]);
    expect(lines.map((line) => line.id)).toEqual(entries.map((entry) => entry.id));
    expect(lines[0].receivedAt).toBe('2026-06-01T10:00:00.000Z');
  });

  it('rejects with an Error when the file cannot be written, and keeps working afterwards', async () => {
    const blocked = path.join(dir, 'not-a-dir');
    await appendToOutbox(blocked, { first: true });
    await expect(appendToOutbox(path.join(blocked, 'outbox.jsonl'), { n: 1 })).rejects.toThrow();
    await expect(appendToOutbox(blocked, { second: true })).resolves.toHaveProperty('id');
    expect(await readLines(blocked)).toHaveLength(2);
  });

  it('makes the handler answer 500 (not a false success) when the outbox cannot be written', async () => {
    const blocked = path.join(dir, 'file');
    await appendToOutbox(blocked, {});
    const logs: Record<string, unknown>[] = [];
    const outcome = await handleContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }),
      {
        env: { delivery: 'outbox', outboxFile: path.join(blocked, 'outbox.jsonl') },
        rateLimiter: createRateLimiter({ limit: 10, windowMs: 1000 }),
        log: (entry) => logs.push(entry),
      },
    );
    expect(outcome.status).toBe(500);
    expect(logs[0]).toMatchObject({ outcome: 'error', status: 500 });
  });
});
