/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { HeroButton } from '@/components/blocks/hero/hero-button';

// AnchorLink (the '#section' case) needs the App Router; only its href matters here.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe('HeroButton', () => {
  it.each([
    ['#program', '#program'],
    ['/billetter', '/billetter'],
    ['https://example.org/billetter', 'https://example.org/billetter'],
  ])('links %s', (link, href) => {
    render(<HeroButton title="Kjøp billett" link={link} />);
    expect(screen.getByRole('link', { name: 'Kjøp billett' })).toHaveAttribute('href', href);
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<p>x</p>', '   '])(
    'shows no button for the unsafe or empty link %j',
    (link) => {
      const { container } = render(<HeroButton title="Kjøp billett" link={link} />);
      expect(container).toBeEmptyDOMElement();
    },
  );
});
