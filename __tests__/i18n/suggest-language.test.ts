import { suggestedLanguage } from '@/lib/i18n/suggest-language';

describe('which language a Norwegian page offers', () => {
  it('offers English to a phone that reads English and no Norwegian', () => {
    expect(suggestedLanguage(['en-GB', 'de'], ['en'])).toBe('en');
    expect(suggestedLanguage(['de-DE', 'en'], ['en'])).toBe('en');
  });

  it('offers nothing to a phone that reads any Norwegian', () => {
    for (const norwegian of ['nb-NO', 'nn', 'no']) {
      expect(suggestedLanguage(['en-US', norwegian], ['en'])).toBeNull();
    }
  });

  it('offers nothing the page does not exist in, nor to a phone that names no language', () => {
    expect(suggestedLanguage(['de-DE', 'fr'], ['en'])).toBeNull();
    expect(suggestedLanguage(['en-GB'], [])).toBeNull();
    expect(suggestedLanguage([], ['en'])).toBeNull();
  });
});
