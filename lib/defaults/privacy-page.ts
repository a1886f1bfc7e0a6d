import type { ProcessingFacts } from '@/lib/contact/processing-facts';
import type { PrivacyPage } from '@/lib/sanity/types';
import type { ResolvedSiteSettings } from './site-settings';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { englishFactSections, PRIVACY_DEFAULTS_EN } from './privacy-page-en';
import { days, editorSections, paragraphsOf, type ResolvedSection } from './text-section';

export type ResolvedPrivacyPage = {
  heading: string;
  intro: string[];
  sections: ResolvedSection[];
};

export const PRIVACY_DEFAULTS = {
  heading: 'Personvernerklæring',
  intro:
    'Her forklarer vi hvilke personopplysninger vi behandler når du bruker nettstedet, hvorfor, hvor lenge vi tar vare på dem, og hvilke rettigheter du har.',
} as const;

/**
 * The privacy notice: the editor's heading, introduction and own sections, around the sections
 * the site writes from its configuration (controller, what is collected, legal basis, who
 * receives it, where and how long it is kept, rights, browser storage, statistics), so those
 * facts cannot fall out of step with what the server does.
 */
export function resolvePrivacyPage(
  page: PrivacyPage | null,
  site: Pick<ResolvedSiteSettings, 'companyName' | 'email'>,
  facts: ProcessingFacts,
  language: Language = DEFAULT_LANGUAGE,
): ResolvedPrivacyPage {
  const intro = paragraphsOf(page?.intro);
  const english = language === 'en';
  const defaults = english ? PRIVACY_DEFAULTS_EN : PRIVACY_DEFAULTS;
  const written = english ? englishFactSections(site, facts) : factSections(site, facts);
  return {
    heading: page?.heading?.trim() || defaults.heading,
    intro: intro.length > 0 ? intro : [defaults.intro],
    sections: [...written, ...editorSections(page?.sections ?? null, 'avsnitt')],
  };
}

function factSections(
  { companyName, email }: Pick<ResolvedSiteSettings, 'companyName' | 'email'>,
  { retention, hubspot, sharedQueue, statistics }: ProcessingFacts,
): ResolvedSection[] {
  const sections: ResolvedSection[] = [
    {
      id: 'behandlingsansvarlig',
      heading: 'Behandlingsansvarlig',
      paragraphs: [
        `${companyName} er behandlingsansvarlig for personopplysningene som samles inn på dette nettstedet. Du når oss på ${email}.`,
      ],
    },
    {
      id: 'hva-vi-samler-inn',
      heading: 'Hva vi samler inn, og hvorfor',
      paragraphs: [
        'Vi samler bare inn det du selv skriver i kontaktskjemaet eller i skjemaet «Meld fra om en barriere», for å kunne svare deg:',
      ],
      items: [
        'Fornavn og etternavn: slik at vi vet hvem vi svarer.',
        'E-postadresse: slik at vi kan svare deg.',
        'Firma (valgfritt, bare i kontaktskjemaet): når henvendelsen gjelder et samarbeid.',
        'Meldingen: det du vil spørre om eller fortelle oss.',
        'Samtykke til behandling: at du godtar at vi lagrer og behandler opplysningene for å svare. Uten det sendes ikke meldingen.',
        'Samtykke til nyhetsbrev (valgfritt): om du vil ha nyhetsbrev. Du kan melde deg av når som helst.',
        'Siden du sendte fra: slik at vi ser hva henvendelsen gjelder.',
      ],
    },
    {
      id: 'rettslig-grunnlag',
      heading: 'Rettslig grunnlag',
      paragraphs: [
        'Vi behandler opplysningene fordi du har samtykket (personvernforordningen artikkel 6 nr. 1 bokstav a). Du kan trekke samtykket tilbake når som helst; da sletter vi meldingene dine.',
      ],
    },
    {
      id: 'mottakere',
      heading: 'Hvem som får opplysningene',
      paragraphs: hubspot
        ? [
            'Meldingene leveres til kundesystemet vårt HubSpot (HubSpot Inc.), som behandler dem på våre vegne som databehandler, etter en databehandleravtale med oss. HubSpot kan lagre opplysninger utenfor EØS med EUs standardavtaler som grunnlag.',
            'Ingen andre får opplysningene, og vi selger dem aldri.',
          ]
        : [
            'Meldingene blir liggende på vår egen server, der bare vi kan lese dem. Vi deler dem ikke med andre og selger dem aldri.',
          ],
    },
    {
      id: 'lagringstid',
      heading: 'Hvor og hvor lenge vi lagrer dem',
      paragraphs: [
        `Meldingene lagres på serveren som driver nettstedet${sharedQueue ? ' (i en felles meldingskø for serverne våre)' : ''}${hubspot ? ', og en kopi leveres til HubSpot' : ''}. Serveren sletter dem automatisk:`,
      ],
      items: [
        `Meldinger som er levert${hubspot ? ' til HubSpot' : ''}: etter ${days(retention.delivered)}.`,
        `Meldinger som spamfilteret holdt tilbake: etter ${days(retention.quarantined)}.`,
        `Meldinger vi ikke fikk levert: etter ${days(retention.dead)}.`,
      ],
    },
    {
      id: 'rettigheter',
      heading: 'Dine rettigheter',
      paragraphs: [
        `Du har rett til innsyn i opplysningene vi har om deg, til å få dem rettet eller slettet, og til å trekke tilbake samtykket ditt. Send en e-post til ${email}, så svarer vi innen 30 dager. Ber du om sletting, sletter vi alle meldinger fra e-postadressen din${hubspot ? ', også kopien i HubSpot' : ''}.`,
        'Mener du at vi behandler personopplysninger i strid med reglene, kan du klage til Datatilsynet.',
      ],
      link: { href: 'https://www.datatilsynet.no/', label: 'Datatilsynet (datatilsynet.no)' },
    },
    {
      id: 'informasjonskapsler',
      heading: 'Informasjonskapsler og lagring i nettleseren',
      paragraphs: [
        'Nettstedet setter ingen informasjonskapsler (cookies). Videoer hentes fra YouTube eller Vimeo først når du klikker for å spille dem av. Billettsalget hentes på samme måte fra billettleverandøren vår (Hoopla), først når du klikker for å vise det.',
        'I nettleseren din lagres bare tre ting, og de blir værende på din egen enhet: om du har valgt lyst eller mørkt tema, arrangementene du har lagt i Min festival, og om du har lukket tilbudet om å lese en side på et annet språk. Ingen av dem sendes til oss.',
      ],
    },
  ];
  if (statistics) {
    sections.push({
      id: 'statistikk',
      heading: 'Besøksstatistikk',
      paragraphs: [
        `Vi teller besøk med ${statistics}, uten informasjonskapsler og uten å lagre IP-adressen din eller noe annet som kan knyttes til deg. Tellingen går via vårt eget domene, så ${statistics} ser aldri nettleseren din direkte.`,
        'Vi teller også når noen legger et arrangement i Min festival, laster ned en kalenderfil eller følger en billettlenke: da sendes bare hvilket arrangement det gjaldt.',
      ],
    });
  }
  return sections;
}
