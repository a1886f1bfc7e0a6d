import { decodeRouteParam, MAX_ROUTE_PARAM_LENGTH } from '@/lib/routing/route-param';

describe('decodeRouteParam: a route segment, or null when no page could have it', () => {
  it('decodes well-formed segments, Norwegian letters included', () => {
    expect(decodeRouteParam('om-oss')).toBe('om-oss');
    expect(decodeRouteParam('%C3%A6rlig-mat')).toBe('ærlig-mat');
    expect(decodeRouteParam('100%25')).toBe('100%');
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    for (const raw of ['%', 'a%', '%zz', '%E0%A4%A', '%C3', '%ED%A0%80', '%FF'])
      expect(decodeRouteParam(raw)).toBeNull();
  });

  it('refuses control characters, raw or encoded', () => {
    for (const raw of ['a%00b', '%0A', 'a\u0001', '%7F', '%C2%85', '%E2%80%A8', '\t'])
      expect(decodeRouteParam(raw)).toBeNull();
  });

  it('refuses an empty or overlong segment', () => {
    expect(decodeRouteParam('')).toBeNull();
    expect(decodeRouteParam('a'.repeat(MAX_ROUTE_PARAM_LENGTH))).toHaveLength(
      MAX_ROUTE_PARAM_LENGTH,
    );
    expect(decodeRouteParam('a'.repeat(MAX_ROUTE_PARAM_LENGTH + 1))).toBeNull();
    expect(decodeRouteParam('%C3%A6'.repeat(MAX_ROUTE_PARAM_LENGTH + 1))).toBeNull();
    expect(decodeRouteParam('%'.repeat(1_000_000))).toBeNull();
  });
});
