import { encodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import { randomBytes } from 'node:crypto';
import {
  MAX_CLOCK_SKEW_MS,
  MAX_SIGNATURE_AGE_MS,
  signPayload,
  verifySignature,
} from '@/lib/publishing/signature';

const secret = () => randomBytes(16).toString('hex');
const body = () =>
  JSON.stringify({ _id: `doc-${randomBytes(3).toString('hex')}`, _type: 'page', note: 'æøå <>' });

describe('verifySignature', () => {
  const now = Date.UTC(2027, 7, 20, 12, 0, 0);

  it('accepts a body signed with the same secret just now', () => {
    const key = secret();
    const raw = body();
    expect(
      verifySignature({ rawBody: raw, header: signPayload(raw, key, now), secret: key, now }),
    ).toEqual({
      valid: true,
      timestamp: now,
    });
  });

  it('rejects a signature made with another secret', () => {
    const raw = body();
    const result = verifySignature({
      rawBody: raw,
      header: signPayload(raw, secret(), now),
      secret: secret(),
      now,
    });
    expect(result).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('rejects a body changed after signing, even by one character or re-encoding', () => {
    const key = secret();
    const raw = body();
    const header = signPayload(raw, key, now);
    expect(
      verifySignature({ rawBody: raw.replace('page', 'pagf'), header, secret: key, now }).valid,
    ).toBe(false);
    const reencoded = JSON.stringify(JSON.parse(raw), null, 1);
    expect(verifySignature({ rawBody: reencoded, header, secret: key, now }).valid).toBe(false);
  });

  it('rejects a correctly signed delivery older than five minutes (replay)', () => {
    const key = secret();
    const raw = body();
    const signedAt = now - MAX_SIGNATURE_AGE_MS - 1;
    expect(
      verifySignature({ rawBody: raw, header: signPayload(raw, key, signedAt), secret: key, now }),
    ).toEqual({
      valid: false,
      reason: 'stale',
    });
    const justInTime = now - MAX_SIGNATURE_AGE_MS;
    expect(
      verifySignature({ rawBody: raw, header: signPayload(raw, key, justInTime), secret: key, now })
        .valid,
    ).toBe(true);
  });

  it('rejects a timestamp further in the future than the allowed clock skew', () => {
    const key = secret();
    const raw = body();
    const future = now + MAX_CLOCK_SKEW_MS + 1;
    expect(
      verifySignature({ rawBody: raw, header: signPayload(raw, key, future), secret: key, now }),
    ).toEqual({
      valid: false,
      reason: 'future',
    });
    const slightlyAhead = now + MAX_CLOCK_SKEW_MS;
    expect(
      verifySignature({
        rawBody: raw,
        header: signPayload(raw, key, slightlyAhead),
        secret: key,
        now,
      }).valid,
    ).toBe(true);
  });

  it.each([null, undefined, '', '   '])('reports a missing header (%p)', (header) => {
    expect(verifySignature({ rawBody: body(), header, secret: secret(), now })).toEqual({
      valid: false,
      reason: 'missing',
    });
  });

  it.each([
    'v1=abc',
    't=123',
    'garbage',
    't=abc,v1=def',
    't=1,v1=',
    't=99999999999999999999999,v1=abc',
    'v1=abc,t=1700000000000',
  ])('reports a malformed header %p', (header) => {
    expect(verifySignature({ rawBody: body(), header, secret: secret(), now })).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });

  it('accepts the header @sanity/webhook encodes, and the library accepts ours', async () => {
    const key = secret();
    const raw = body();
    const theirs = await encodeSignatureHeader(raw, now, key);
    expect(verifySignature({ rawBody: raw, header: theirs, secret: key, now }).valid).toBe(true);
    expect(signPayload(raw, key, now)).toBe(theirs);
    await expect(isValidSignature(raw, signPayload(raw, key, now), key)).resolves.toBe(true);
  });

  it('accepts the space separator @sanity/webhook also allows', () => {
    const key = secret();
    const raw = body();
    const header = signPayload(raw, key, now).replace(',', ' ');
    expect(verifySignature({ rawBody: raw, header, secret: key, now }).valid).toBe(true);
  });
});
