import type { Dictionary } from '../dictionary';
import { ERROR_TEXT } from '../error-text';
import { enProgramme } from './en-programme';

/** English interface text: the same sections and keys as nb.ts, checked by the type. */
export const en: Dictionary = {
  language: {
    switchTo: 'English',
    switchHint: 'Read this page in English',
    suggestion: 'This page is in English too.',
    suggestionLink: 'Read it in English',
    suggestionDismiss: 'Dismiss',
  },
  site: {
    preview: { notice: 'Draft preview', exit: 'Leave the preview' },
    defaultTitle: 'Oslo Food Festival',
    skipToContent: 'Skip to content',
    mainMenu: 'Main menu',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    closeMenuBackdrop: 'Close menu',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
    defaultMenu: {
      home: 'Home',
      what: 'What we do',
      who: 'Who we are',
      contact: 'Contact us',
    },
  },
  footer: {
    questions: 'Questions, or would you like to work with us? Send us an e-mail at',
    aboutSite: 'About this site',
    privacy: 'Privacy',
    accessibility: 'Accessibility',
    followUs: 'Follow us',
    opensInNewTab: ' (opens in a new tab)',
  },
  notFound: {
    title: 'Page not found',
    heading: 'Page not found.',
    body: 'The page you are looking for does not exist. Try going back to the home page.',
    home: 'Go to the home page',
  },
  error: ERROR_TEXT.en,
  blocks: {
    unsupported: 'Unsupported menu item',
    tickets: {
      buy: 'Buy tickets',
      frameTitle: (title: string) => (title ? `Ticket sales: ${title}` : 'Ticket sales'),
      notice: (host: string) =>
        `Ticket sales come from our ticket provider, Hoopla (${host}). They load only when you ask for them.`,
      show: 'Show ticket sales here',
      loading: 'Loading ticket sales …',
      open: (host: string) => `Open ticket sales at ${host}`,
      notOpen: 'Ticket sales have not opened yet. Check back here for updates.',
    },
    hero: { playVideo: 'Play the video', pauseVideo: 'Pause the video' },
    video: {
      defaultTitle: 'Video',
      /** The play button's visible word: the start of its accessible name (`play`). */
      playShort: 'Play',
      play: (title: string) => `Play video: ${title}`,
      download: 'Download the video',
      cannotPlay: 'The video cannot be played here.',
      watchOn: (host: string) => `Watch the video on ${host}`,
    },
    carousel: {
      defaultLabel: 'Carousel',
      roleDescription: 'carousel',
      swiper: {
        prevSlideMessage: 'Previous slide',
        nextSlideMessage: 'Next slide',
        firstSlideMessage: 'This is the first slide',
        lastSlideMessage: 'This is the last slide',
        paginationBulletMessage: 'Go to slide {{index}}',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        itemRoleDescriptionMessage: 'slide',
      },
    },
    gallery: {
      open: (alt: string) => `Open image: ${alt}`,
      openNth: (position: number, total: number) => `Open image ${position} of ${total}`,
      lightbox: {
        Previous: 'Previous image',
        Next: 'Next image',
        Close: 'Close',
        Lightbox: 'Image viewer',
        'Photo gallery': 'Photo gallery',
        Carousel: 'carousel',
        Slide: 'image',
        '{index} of {total}': '{index} of {total}',
      },
    },
  },
  safety: {
    defaultHeading: 'Risk assessment and safety plan',
    defaultIntro:
      'Here you find the risk and vulnerability assessment and the safety plan for the event, and whom to contact about safety. In an emergency call 110 (fire), 112 (police) or 113 (ambulance).',
    defaultRoles: [
      'Event and safety manager',
      'Fire safety and first aid',
      'Technical manager',
      'Bar manager',
    ],
    contactFallbackRole: 'Contact',
    titlePrefix: 'Safety',
    venuesAccessibility: 'Accessibility at the stages',
    contacts: 'Important contacts',
    phone: 'Phone: ',
    call: (who: string) => `Call ${who}`,
    notPublished: 'Names and phone numbers are published before the event.',
    riskAnalysis: 'Risk and vulnerability assessment',
    safetyPlan: 'Safety plan',
    pdfNewTab: ' (PDF, opens in a new tab)',
  },
  trust: {
    privacyTitle: 'Privacy notice',
    privacyDescription:
      'Who processes your personal data, why, how long it is kept and what rights you have.',
    accessibilityTitle: 'Accessibility statement',
    accessibilityDescription:
      'How accessible the website is, how it was checked, known exceptions and how to report a barrier.',
    knownExceptions: 'Known exceptions',
    noExceptions:
      'We know of no exceptions at the moment. Videos and ticket sales are shown in frames from their providers (YouTube, Vimeo and Hoopla), where their own accessibility applies.',
    reportBarrier: 'Report a barrier',
    writeTo: 'You can also write to',
    complainBefore:
      '. If you get no answer, or are not satisfied with it, you can complain to the Norwegian',
    supervisor: 'Authority for Universal Design of ICT (Uu-tilsynet)',
    venues: 'Accessibility at the stages',
  },
  install: {
    description: (brand: string) =>
      `${brand}: the programme, tickets and safety information, offline too.`,
  },
  offline: {
    title: 'You are offline',
    heading: 'You are offline',
    body: 'This page is not saved on your phone and cannot be fetched without a connection. Try again when you have coverage.',
    available: 'You can open these without a connection',
    homeEntry: (brand: string) => `Home page (${brand})`,
    safetyEntry: (heading: string) => `Safety: ${heading}`,
    emergency:
      'Pages you have visited before may be saved too. In an emergency call 110 (fire), 112 (police) or 113 (ambulance).',
    notice: {
      lead: "You are offline. This page is shown from your phone's memory",
      saved: 'saved',
      at: 'at',
      tail: 'Its content may have changed since.',
    },
  },
  programme: enProgramme,
};
