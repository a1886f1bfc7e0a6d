import { randomBytes } from 'node:crypto';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import { eventPath } from '@/lib/routing/event-path';
import { reservedSlugProblem } from '@/sanity/page-rules';

const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

describe('eventPath', () => {
  it('is /arrangement/<slug>', () => {
    const slug = word('arrangement');
    expect(eventPath(slug)).toBe(`/arrangement/${slug}`);
  });
});

describe('the programme’s routes', () => {
  it.each(['arrangement', 'kalender.ics'])('reserve /%s, so no page can take it', (segment) => {
    expect(FIXED_ROUTE_SEGMENTS).toContain(segment);
    expect(reservedSlugProblem(segment)).toContain(`/${segment}`);
  });
});
