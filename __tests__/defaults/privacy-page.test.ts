import type { ProcessingFacts } from '@/lib/contact/processing-facts';
import { PRIVACY_DEFAULTS, resolvePrivacyPage } from '@/lib/defaults/privacy-page';
import { word } from '../fixtures/publishing-content';

const site = { companyName: word('Firma'), email: `${word('post')}@example.no` };
const facts: ProcessingFacts = {
  retention: { delivered: 11, quarantined: 7, dead: 45 },
  hubspot: false,
  sharedQueue: false,
  statistics: null,
};
const text = (page: ReturnType<typeof resolvePrivacyPage>) =>
  page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]).join('\n');

describe('privacy notice', () => {
  it('without content: the defaults, the controller from site settings and the retention figures', () => {
    const page = resolvePrivacyPage(null, site, facts);
    expect(page.heading).toBe(PRIVACY_DEFAULTS.heading);
    expect(page.intro).toEqual([PRIVACY_DEFAULTS.intro]);
    const all = text(page);
    expect(all).toContain(`${site.companyName} er behandlingsansvarlig`);
    expect(all).toContain(site.email);
    expect(all).toContain('levert: etter 11 dager');
    expect(all).toContain('holdt tilbake: etter 7 dager');
    expect(all).toContain('ikke fikk levert: etter 45 dager');
    expect(all).toContain('artikkel 6 nr. 1 bokstav a');
    expect(all).toContain('ingen informasjonskapsler');
    // Nothing third-party before a click: the videos and the ticket sales both wait for one.
    const storage = page.sections.find((s) => s.id === 'informasjonskapsler')!.paragraphs[0];
    expect(storage).toContain('YouTube eller Vimeo først når du klikker');
    expect(storage).toContain('(Hoopla), først når du klikker for å vise det');
    expect(all).not.toContain('HubSpot');
    expect(page.sections.map((s) => s.id)).not.toContain('statistikk');
    expect(page.sections.find((s) => s.id === 'rettigheter')?.link?.href).toBe(
      'https://www.datatilsynet.no/',
    );
  });

  it('names HubSpot as processor only when it is configured, and statistics only when on', () => {
    const page = resolvePrivacyPage(null, site, {
      ...facts,
      retention: { delivered: 1, quarantined: 2, dead: 3 },
      hubspot: true,
      statistics: 'Plausible',
    });
    const all = text(page);
    expect(all).toContain('HubSpot (HubSpot Inc.)');
    expect(all).toContain('databehandler');
    expect(all).toContain('levert til HubSpot: etter 1 dag.');
    expect(page.sections.find((s) => s.id === 'statistikk')?.paragraphs.join(' ')).toContain(
      'Vi teller besøk med Plausible',
    );
  });

  it("keeps the editor's heading, introduction and own sections, after the facts", () => {
    const heading = word('Overskrift');
    const page = resolvePrivacyPage(
      {
        heading,
        intro: `${word('a')}\n\n${word('b')}`,
        sections: [
          { _key: 'k1', heading: word('Egen'), body: `${word('x')}\n\n${word('y')}` },
          { _key: 'k2', heading: word('Tom'), body: '  ' },
          { _key: 'k3', heading: null, body: word('z') },
        ],
      },
      site,
      facts,
    );
    expect(page.heading).toBe(heading);
    expect(page.intro).toHaveLength(2);
    const last = page.sections.at(-1)!;
    expect(last.id).toBe('avsnitt-k1');
    expect(last.paragraphs).toHaveLength(2);
    expect(page.sections.filter((s) => s.id.startsWith('avsnitt-'))).toHaveLength(1);
    expect(page.sections[0].id).toBe('behandlingsansvarlig');
  });
});
