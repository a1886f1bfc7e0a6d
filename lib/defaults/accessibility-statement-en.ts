// The English accessibility statement's built-in texts: the same structure and facts as
// ./accessibility-statement.ts, in English. Section ids stay the Norwegian ones.
import type { ResolvedSiteSettings } from './site-settings';
import type { ResolvedSection } from './text-section';

export const ACCESSIBILITY_DEFAULTS_EN = {
  heading: 'Accessibility statement',
  intro:
    'We want everyone to be able to use this website, also with a keyboard, a screen reader, magnification or the dark theme. Here you find which requirements the website must meet, how we have checked it, what we know does not work yet, and how to tell us about anything that stops you.',
  feedbackIntro:
    'Did you find something on the website hard to use? Tell us what and where, and we will fix it as soon as we can. We reply by e-mail.',
  description:
    'How accessible the website is, how it was checked, known exceptions and how to report a barrier.',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 November 2026" from the studio's date field (YYYY-MM-DD); null when missing or invalid. */
export function formatCheckDateEn(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function englishStatementSections(
  site: Pick<ResolvedSiteSettings, 'companyName'>,
  lastManualCheck: string | null | undefined,
): ResolvedSection[] {
  const checked = formatCheckDateEn(lastManualCheck);
  return [
    {
      id: 'standard',
      heading: 'Which requirements the website must meet',
      paragraphs: [
        `${site.companyName} is responsible for the website. It must meet WCAG 2.1 at level AA, as the Norwegian regulations on universal design of ICT require. Our goal is WCAG 2.2 at level AA, and our tests also check the new requirements of 2.2.`,
      ],
    },
    {
      id: 'kontroll',
      heading: 'How we have checked it',
      paragraphs: [],
      items: [
        'Automated checks with the axe tool of every kind of page, in the light and dark theme, on phones and computers, every time the website changes.',
        'Keyboard tests: everything can be used with a keyboard, and focus is always visible, also behind the fixed top menu.',
        'Checks that buttons and links are large enough to hit, and that the carousel and gallery work without dragging.',
        checked
          ? `Manual check with keyboard and screen reader: last on ${checked}.`
          : 'Manual check with keyboard and screen reader: no date has been recorded yet.',
      ],
    },
  ];
}
