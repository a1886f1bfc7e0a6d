import { appManifest, manifestPath, shortName } from '@/lib/install/manifest';
import { offlineNotice, savedAtText } from '@/components/offline/offline-support';
import { dictionary } from '@/lib/i18n/dictionary';
import { LOCALES } from '@/lib/i18n/languages';

describe('the web app manifest', () => {
  const manifest = appManifest({
    brandTitle: 'Matfestivalen Oslo',
    companyName: 'Akerselva Arrangement AS',
  });

  it('is Norwegian, starts at the home page and names the site from settings', () => {
    expect(manifest).toMatchObject({
      name: 'Matfestivalen Oslo',
      short_name: 'Matfestivalen',
      lang: 'nb',
      start_url: '/',
      scope: '/',
    });
  });

  it('has light colours, and dark ones for browsers that read them', () => {
    expect(manifest.background_color).toBe('#ffffff');
    expect(manifest.user_preferences.color_scheme_dark).toEqual({
      theme_color: '#101113',
      background_color: '#101113',
    });
  });

  it('lists 192 and 512 icons and a maskable one', () => {
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('is English for the English edition: its own app, starting at /en, over the whole site', () => {
    const english = appManifest(
      { brandTitle: 'Oslo Food Festival', companyName: 'Akerselva Arrangement AS' },
      'en',
    );
    expect(english).toMatchObject({
      id: '/en',
      name: 'Oslo Food Festival',
      lang: 'en',
      start_url: '/en',
      scope: '/',
      description:
        'Oslo Food Festival: the programme, tickets and safety information, offline too.',
    });
    expect(manifest).toMatchObject({ id: '/', lang: 'nb' });
    expect(manifest.description).toMatch(/program, billetter og sikkerhetsinformasjon/);
    expect([manifestPath('nb'), manifestPath('en')]).toEqual([
      '/manifest.webmanifest',
      '/en/manifest.webmanifest',
    ]);
  });

  it('keeps a short brand as the short name and cuts a long one to its first word', () => {
    expect(shortName('Matfest')).toBe('Matfest');
    expect(shortName('Matfestivalen i Oslo')).toBe('Matfestivalen');
  });
});

describe('the offline notice', () => {
  const saved = new Date(2027, 5, 12, 14, 5).toISOString();

  it('says the date and time in the page language, and nothing for an unknown time', () => {
    const nb = dictionary('nb').offline.notice;
    expect(savedAtText(saved, LOCALES.nb, nb.at)).toMatch(/^12\. juni 2027 kl\. 14[:.]05$/);
    const en = dictionary('en').offline.notice;
    expect(savedAtText(saved, LOCALES.en, en.at)).toBe('12 June 2027 at 14:05');
    expect(savedAtText('', LOCALES.nb, nb.at)).toBeNull();
    expect(savedAtText('not a date', LOCALES.en, en.at)).toBeNull();
  });

  it('reads as one sentence in each language, with and without the time', () => {
    const en = dictionary('en').offline.notice;
    expect(offlineNotice(en, '12 June 2027 at 14:05')).toBe(
      "You are offline. This page is shown from your phone's memory, saved 12 June 2027 at 14:05. Its content may have changed since.",
    );
    expect(offlineNotice(dictionary('nb').offline.notice, null)).toBe(
      'Du er uten nett. Siden vises fra telefonens minne. Innholdet kan ha endret seg siden.',
    );
  });
});
