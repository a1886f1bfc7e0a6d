import { appManifest, shortName } from '@/lib/install/manifest';
import { savedAtText } from '@/components/offline/offline-support';

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

  it('keeps a short brand as the short name and cuts a long one to its first word', () => {
    expect(shortName('Matfest')).toBe('Matfest');
    expect(shortName('Matfestivalen i Oslo')).toBe('Matfestivalen');
  });
});

describe('the offline notice time', () => {
  it('says the date and time in Norwegian, and nothing for an unknown time', () => {
    expect(savedAtText(new Date(2027, 5, 12, 14, 5).toISOString())).toMatch(
      /^12\. juni 2027 kl\. 14[:.]05$/,
    );
    expect(savedAtText('')).toBeNull();
    expect(savedAtText('not a date')).toBeNull();
  });
});
