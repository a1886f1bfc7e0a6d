import {
  DEFAULT_RETENTION,
  readContactRetention,
  RETENTION_VARIABLES,
} from '@/lib/contact/retention';

describe('contact retention settings', () => {
  it('keeps delivered 30, quarantined 14 and dead messages 90 days by default', () => {
    expect(readContactRetention({})).toEqual({ delivered: 30, quarantined: 14, dead: 90 });
    expect(readContactRetention({})).toEqual(DEFAULT_RETENTION);
  });

  it('reads one variable per status, ignoring empty ones', () => {
    expect(
      readContactRetention({
        [RETENTION_VARIABLES.delivered]: ' 5 ',
        [RETENTION_VARIABLES.quarantined]: '',
        [RETENTION_VARIABLES.dead]: '365',
      }),
    ).toEqual({ delivered: 5, quarantined: 14, dead: 365 });
  });

  it('names the variable that is not a positive whole number of days', () => {
    for (const bad of ['0', '-3', '1.5', '30d', 'x'])
      expect(() => readContactRetention({ CONTACT_RETENTION_QUARANTINED: bad })).toThrow(
        /CONTACT_RETENTION_QUARANTINED: must be a positive whole number of days/,
      );
  });
});
