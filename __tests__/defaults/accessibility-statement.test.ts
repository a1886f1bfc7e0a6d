import {
  ACCESSIBILITY_DEFAULTS,
  formatCheckDate,
  resolveAccessibilityStatement,
} from '@/lib/defaults/accessibility-statement';
import { word } from '../fixtures/publishing-content';

const site = { companyName: word('Firma'), email: `${word('post')}@example.no` };
const items = (s: ReturnType<typeof resolveAccessibilityStatement>) =>
  s.sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]).join('\n');

describe('accessibility statement', () => {
  it('without content: the standard, the checks, no manual check date, no exceptions', () => {
    const statement = resolveAccessibilityStatement(null, site);
    expect(statement.heading).toBe(ACCESSIBILITY_DEFAULTS.heading);
    expect(statement.intro).toEqual([ACCESSIBILITY_DEFAULTS.intro]);
    expect(statement.feedbackIntro).toEqual([ACCESSIBILITY_DEFAULTS.feedbackIntro]);
    const all = items(statement);
    expect(all).toContain('WCAG 2.1 på nivå AA');
    expect(all).toContain('WCAG 2.2 på nivå AA');
    expect(all).toContain('ingen dato er registrert ennå');
    expect(all).toContain(site.companyName);
    expect(statement.exceptions).toEqual([]);
    expect(statement.email).toBe(site.email);
  });

  it("shows the editor's last manual check date and known exceptions", () => {
    const title = word('Billettsalget');
    const statement = resolveAccessibilityStatement(
      {
        heading: null,
        intro: null,
        lastManualCheck: '2026-11-03',
        knownExceptions: [
          { _key: 'e1', title, description: `${word('a')}\n\n${word('b')}` },
          { _key: 'e2', title: '  ', description: word('c') },
        ],
        feedbackIntro: word('Skriv'),
      },
      site,
    );
    expect(items(statement)).toContain('sist 3. november 2026.');
    expect(statement.exceptions).toEqual([
      { key: 'e1', title, paragraphs: [expect.any(String), expect.any(String)] },
    ]);
    expect(statement.feedbackIntro).toHaveLength(1);
  });

  it('ignores a date that is not YYYY-MM-DD', () => {
    expect(formatCheckDate('3.11.2026')).toBeNull();
    expect(formatCheckDate('2026-13-45')).toBeNull();
    expect(formatCheckDate(null)).toBeNull();
    expect(formatCheckDate('2026-01-31')).toBe('31. januar 2026');
  });
});
