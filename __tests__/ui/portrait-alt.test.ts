import { portraitAlt } from '@/lib/ui/portrait-alt';

const image = (alt: string | null) => ({ url: '/a.jpg', alt, width: 10, height: 10 });

describe('portraitAlt', () => {
  it('prefers the alt text from content', () => {
    expect(portraitAlt(image('Kokk ved grillen'), 'Kari')).toBe('Kokk ved grillen');
  });
  it('falls back to the person’s name, else marks the photo decorative', () => {
    expect(portraitAlt(image(null), 'Øystein Ærø')).toBe('Portrett av Øystein Ærø');
    expect(portraitAlt(image(null), null)).toBe('');
  });
});
