import { LANGUAGES } from '@/lib/i18n/languages';
import {
  EDITION_ROUTES,
  editionHome,
  languageOfPath,
  localizedEventCalendarPath,
  localizedEventPath,
  localizedPagePath,
  routePath,
} from '@/lib/routing/edition-paths';
import { EVENT_ROUTE_SEGMENT, PROGRAMME_CALENDAR_SEGMENT } from '@/lib/routing/event-path';
import {
  ENGLISH_PREFIX,
  latePagePath,
  latePageRedirects,
  latePageRewrites,
} from '@/lib/routing/late-pages.mjs';
import { PRIVACY_PATH, ACCESSIBILITY_PATH } from '@/lib/routing/trust-paths';
import {
  ENGLISH_OFFLINE_PAGE_PATH,
  OFFLINE_PAGE_PATH,
  offlinePageFor,
  SAFETY_PAGE_PATH,
} from '@/lib/offline/paths';
import { languageTag, cacheTags } from '@/lib/sanity/tags';
import { matchHeaderRule } from '../support/header-rule-match';

describe('the editions’ URLs', () => {
  it('keep every Norwegian URL as it was', () => {
    expect(editionHome('nb')).toBe('/');
    expect(localizedPagePath('/', 'nb')).toBe('/');
    expect(localizedPagePath('billetter', 'nb')).toBe('/billetter');
    expect(localizedEventPath('a b', 'nb')).toBe(`/${EVENT_ROUTE_SEGMENT}/a%20b`);
    expect(routePath('privacy', 'nb')).toBe(PRIVACY_PATH);
    expect(routePath('accessibility', 'nb')).toBe(ACCESSIBILITY_PATH);
    expect(routePath('safety', 'nb')).toBe(SAFETY_PAGE_PATH);
    expect(routePath('offline', 'nb')).toBe(OFFLINE_PAGE_PATH);
    expect(routePath('calendar', 'nb')).toBe(`/${PROGRAMME_CALENDAR_SEGMENT}`);
  });

  it('put the English edition under /en, with English words', () => {
    expect(editionHome('en')).toBe('/en');
    expect(localizedPagePath('/', 'en')).toBe('/en');
    expect(localizedPagePath('tickets', 'en')).toBe('/en/tickets');
    expect(localizedEventPath('x', 'en')).toBe('/en/events/x');
    expect(localizedEventCalendarPath('x', 'en')).toBe('/en/events/x/calendar.ics');
    expect(routePath('safety', 'en')).toBe('/en/safety');
    expect(ENGLISH_PREFIX).toBe(editionHome('en'));
  });

  it('name every fixed route in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(EDITION_ROUTES[language]).sort()).toEqual(
        Object.keys(EDITION_ROUTES.nb).sort(),
      );
    }
  });

  it('tell the edition from a path', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/tickets')).toBe('en');
    expect(languageOfPath('/english-food')).toBe('nb');
    expect(languageOfPath('/')).toBe('nb');
  });
});

describe('the English late-page route', () => {
  const english = latePageRewrites().find((rule) => rule.source.startsWith(`${ENGLISH_PREFIX}/`))!;

  it('takes every /en/… path nothing else answered, however deep', () => {
    expect(matchHeaderRule(english.source, '/en/new-page')).toBeTruthy();
    expect(matchHeaderRule(english.source, '/en/events/new-event')).toBeTruthy();
    expect(matchHeaderRule(english.source, '/en/a/b/c')).toBeTruthy();
    expect(matchHeaderRule(english.source, '/en')).toBe(false);
    expect(matchHeaderRule(english.source, '/english')).toBe(false);
  });

  it('is never a URL of its own', () => {
    const redirect = latePageRedirects().find((rule) => rule.source.startsWith('/en/'))!;
    expect(matchHeaderRule(redirect.source, '/en/sider/x')).toBeTruthy();
    expect(redirect.destination.startsWith('/en/')).toBe(true);
  });

  it('names where it caches an English page, so a publish clears a cached 404 there', () => {
    expect(latePagePath('/en/new-page')).toBe('/en/sider/new-page');
    expect(latePagePath('/en/events/x')).toBe('/en/sider/events/x');
    expect(latePagePath('/en')).toBeNull();
  });
});

describe('cache tags by language', () => {
  it('leave Norwegian tags as they were and prefix the others', () => {
    expect(languageTag(cacheTags.page('x'), 'nb')).toBe('page:x');
    expect(languageTag(cacheTags.page('x'), 'en')).toBe('en:page:x');
    expect(languageTag(cacheTags.siteSettings, 'en')).toBe('en:site-settings');
  });
});

describe('the offline page a failed page falls back to', () => {
  it('speaks the failed page’s language', () => {
    expect(ENGLISH_OFFLINE_PAGE_PATH).toBe(routePath('offline', 'en'));
    expect(offlinePageFor('/en')).toBe(ENGLISH_OFFLINE_PAGE_PATH);
    expect(offlinePageFor('/en/events/x')).toBe(ENGLISH_OFFLINE_PAGE_PATH);
    expect(offlinePageFor('/billetter')).toBe(OFFLINE_PAGE_PATH);
    expect(offlinePageFor('/english-day')).toBe(OFFLINE_PAGE_PATH);
  });
});
