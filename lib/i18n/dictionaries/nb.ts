/**
 * Norwegian interface text (the source dictionary: ../dictionary.ts derives the type from it).
 * One section per part of the site.
 */
import { ERROR_TEXT } from '../error-text';
import { nbProgramme } from './nb-programme';

export const nb = {
  language: {
    /** The language switch's label, in the language it leads to (see en.ts). */
    switchTo: 'Norsk',
    /** The switch's accessible description, in the language it leads to. */
    switchHint: 'Les denne siden på norsk',
    /** The line on a Norwegian page offering its English version (shown in that language). */
    suggestion: 'Denne siden finnes også på norsk.',
    suggestionLink: 'Les den på norsk',
    suggestionDismiss: 'Lukk',
  },
  site: {
    /** The draft-mode banner an editor sees over a preview. */
    preview: { notice: 'Forhåndsvisning av utkast', exit: 'Avslutt forhåndsvisning' },
    /** The default title of every page (the root layout's metadata). */
    defaultTitle: 'Matfestivalen i Oslo',
    skipToContent: 'Hopp til innholdet',
    mainMenu: 'Hovedmeny',
    openMenu: 'Åpne navigasjon',
    closeMenu: 'Lukk navigasjon',
    closeMenuBackdrop: 'Lukk meny',
    toDark: 'Bytt til mørk modus',
    toLight: 'Bytt til lys modus',
    /** Default menu anchors when no menu document exists. */
    defaultMenu: {
      home: 'Hjem',
      what: 'Hva vi gjør',
      who: 'Hvem vi er',
      contact: 'Kontakt oss',
    },
  },
  footer: {
    questions: 'Har du spørsmål eller lyst til å samarbeide? Send oss gjerne en e-post på',
    aboutSite: 'Om nettstedet',
    privacy: 'Personvern',
    accessibility: 'Tilgjengelighet',
    followUs: 'Følg oss',
    opensInNewTab: ' (åpnes i ny fane)',
  },
  notFound: {
    title: 'Siden ble ikke funnet.',
    heading: 'Siden ble ikke funnet.',
    body: 'Siden du leter etter finnes ikke. Prøv å gå tilbake til forsiden.',
    home: 'Til forsiden',
  },
  /** The error screens' texts live in ../error-text.ts (client code loads them on every page). */
  error: ERROR_TEXT.nb,
  blocks: {
    unsupported: 'Unsupported menu item',
    tickets: {
      buy: 'Kjøp billetter',
      frameTitle: (title: string) => (title ? `Billettsalg: ${title}` : 'Billettsalg'),
      notice: (host: string) =>
        `Billettsalget kommer fra billettleverandøren vår, Hoopla (${host}). Det lastes først når du ber om det.`,
      show: 'Vis billettsalget her',
      loading: 'Laster billettsalget …',
      open: (host: string) => `Åpne billettsalget på ${host}`,
      notOpen: 'Billettsalget er ikke åpnet ennå. Følg med her for oppdateringer.',
    },
    hero: { playVideo: 'Spill av videoen', pauseVideo: 'Sett videoen på pause' },
    video: {
      defaultTitle: 'Video',
      /** The play button's visible word: the start of its accessible name (`play`). */
      playShort: 'Spill av',
      play: (title: string) => `Spill av video: ${title}`,
      download: 'Last ned videoen',
      cannotPlay: 'Videoen kan ikke spilles av her.',
      watchOn: (host: string) => `Se videoen på ${host}`,
    },
    carousel: {
      defaultLabel: 'Karusell',
      roleDescription: 'karusell',
      /** Swiper's a11y messages: {{index}} and {{slidesLength}} are Swiper's placeholders. */
      swiper: {
        prevSlideMessage: 'Forrige lysbilde',
        nextSlideMessage: 'Neste lysbilde',
        firstSlideMessage: 'Dette er første lysbilde',
        lastSlideMessage: 'Dette er siste lysbilde',
        paginationBulletMessage: 'Gå til lysbilde {{index}}',
        slideLabelMessage: '{{index}} av {{slidesLength}}',
        itemRoleDescriptionMessage: 'lysbilde',
      },
    },
    gallery: {
      open: (alt: string) => `Åpne bilde: ${alt}`,
      openNth: (position: number, total: number) => `Åpne bilde ${position} av ${total}`,
      /** The lightbox's labels, by its own English keys ({index} and {total} are its placeholders). */
      lightbox: {
        Previous: 'Forrige bilde',
        Next: 'Neste bilde',
        Close: 'Lukk',
        Lightbox: 'Bildevisning',
        'Photo gallery': 'Bildegalleri',
        Carousel: 'karusell',
        Slide: 'bilde',
        '{index} of {total}': '{index} av {total}',
      },
    },
  },
  safety: {
    /** The built-in texts when no safety page document exists in this language. */
    defaultHeading: 'Risiko- og sårbarhetsanalyse og sikkerhetsplan',
    defaultIntro:
      'Her finner du risiko- og sårbarhetsanalysen (ROS) og sikkerhetsplanen for arrangementet, og hvem du kan kontakte om sikkerhet. Ved akutt fare: ring 110 (brann), 112 (politi) eller 113 (ambulanse).',
    defaultRoles: [
      'Arrangements- og sikkerhetsansvarlig',
      'Ansvarlig for brannvern og førstehjelp',
      'Teknisk ansvarlig',
      'Baransvarlig',
    ],
    contactFallbackRole: 'Kontaktperson',
    titlePrefix: 'Sikkerhet',
    venuesAccessibility: 'Tilgjengelighet på scenene',
    contacts: 'Viktige kontakter',
    phone: 'Telefon: ',
    call: (who: string) => `Ring ${who}`,
    notPublished: 'Navn og telefonnummer publiseres før arrangementet.',
    riskAnalysis: 'Risiko- og sårbarhetsanalyse',
    safetyPlan: 'Sikkerhetsplan',
    pdfNewTab: ' (PDF, åpnes i ny fane)',
  },
  trust: {
    privacyTitle: 'Personvernerklæring',
    privacyDescription:
      'Hvem som behandler personopplysningene dine, hvorfor, hvor lenge de lagres og hvilke rettigheter du har.',
    accessibilityTitle: 'Tilgjengelighetserklæring',
    accessibilityDescription:
      'Hvor tilgjengelig nettstedet er, hvordan det er kontrollert, kjente avvik og hvordan du melder fra om en barriere.',
    knownExceptions: 'Kjente avvik',
    noExceptions:
      'Vi kjenner ikke til avvik nå. Videoer og billettsalget vises i rammer fra leverandørene (YouTube, Vimeo og Hoopla), og der gjelder deres egen tilgjengelighet.',
    reportBarrier: 'Meld fra om en barriere',
    writeTo: 'Du kan også skrive til',
    complainBefore: '. Får du ikke svar, eller er du ikke fornøyd med svaret, kan du klage til',
    supervisor: 'Tilsynet for universell utforming av ikt',
    venues: 'Tilgjengelighet på scenene',
  },
  install: {
    /** The web app manifest's description (the installed app's, on the home screen). */
    description: (brand: string) =>
      `${brand}: program, billetter og sikkerhetsinformasjon, også uten nett.`,
  },
  offline: {
    title: 'Du er uten nett',
    heading: 'Du er uten nett',
    body: 'Denne siden er ikke lagret på telefonen, og den kan ikke hentes uten nettforbindelse. Prøv igjen når du har dekning.',
    available: 'Dette kan du åpne uten nett',
    /** The offline page's entries for the edition's home and safety page. */
    homeEntry: (brand: string) => `Forsiden (${brand})`,
    safetyEntry: (heading: string) => `Sikkerhet: ${heading}`,
    emergency:
      'Sider du har besøkt før, kan også være lagret. Ved akutt fare: ring 110 (brann), 112 (politi) eller 113 (ambulanse).',
    /**
     * The notice on a page shown from the phone's memory: lead, then (when known) ", saved <date>
     * at <time>", then the tail (components/offline/offline-support.tsx).
     */
    notice: {
      lead: 'Du er uten nett. Siden vises fra telefonens minne',
      saved: 'lagret',
      at: 'kl.',
      tail: 'Innholdet kan ha endret seg siden.',
    },
  },
  programme: nbProgramme,
} as const;
