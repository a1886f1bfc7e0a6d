import {
  DEFAULT_SAFETY_ROLES,
  resolveSafetyPage,
  SAFETY_DEFAULTS,
} from '@/lib/defaults/safety-page';
import { telHref } from '@/lib/phone/tel-href';

describe('safety page defaults', () => {
  it('renders the built-in page when there is no safetyPage document', () => {
    const page = resolveSafetyPage(null);
    expect(page.heading).toBe(SAFETY_DEFAULTS.heading);
    expect(page.riskAnalysisPdfUrl).toBe('/ROS.pdf');
    expect(page.safetyPlanPdfUrl).toBe('/Sikkerhetsplan.pdf');
    expect(page.contacts.map((contact) => contact.role)).toEqual([...DEFAULT_SAFETY_ROLES]);
    // No invented names or numbers on a safety page.
    expect(page.contacts.every((contact) => contact.name === null && contact.phone === null)).toBe(
      true,
    );
  });

  it('uses the content, filling only what is missing', () => {
    const page = resolveSafetyPage({
      heading: null,
      intro: 'Egen tekst',
      riskAnalysisPdfUrl: '/content-assets/ros-2027.pdf',
      safetyPlanPdfUrl: null,
      contacts: [{ _key: 'a', role: null, name: 'Kari', phone: ' +47 912 34 567 ' }],
    });
    expect(page.heading).toBe(SAFETY_DEFAULTS.heading);
    expect(page.intro).toBe('Egen tekst');
    expect(page.riskAnalysisPdfUrl).toBe('/content-assets/ros-2027.pdf');
    expect(page.safetyPlanPdfUrl).toBe('/Sikkerhetsplan.pdf');
    expect(page.contacts).toEqual([
      { key: 'a', role: DEFAULT_SAFETY_ROLES[0], name: 'Kari', phone: '+47 912 34 567' },
    ]);
  });
});

describe('telHref', () => {
  it('strips spaces and punctuation but keeps the country code', () => {
    expect(telHref('+47 912 34 567')).toBe('tel:+4791234567');
    expect(telHref('(22) 33-44 55')).toBe('tel:22334455');
  });
});
