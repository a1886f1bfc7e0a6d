/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { token } from '@/__tests__/fixtures/content-fixture';
import { queryPageBlocks } from '@/__tests__/support/page-blocks';
import type { FormBlock as FormData } from '@/lib/sanity/types';
import { FormBlock } from './form-block';

// The form island is code-split with next/dynamic in the app; its own tests are
// __tests__/contact/contact-form.test.tsx. Here it only reports the address it was given.
jest.mock('@/components/contact/lazy-island', () => ({
  ContactForm: ({ contactEmail }: { contactEmail: string | null }) => (
    <form aria-label="Kontaktskjema" data-contact-email={contactEmail ?? ''} />
  ),
}));

describe('the form block', () => {
  it('shows the contact person beside the form, with mail and phone links', async () => {
    const email = `${token('post')}@example.org`;
    const [block] = await queryPageBlocks([
      {
        _type: 'form',
        title: 'Skriv til oss',
        contactName: 'Kari Nordmann',
        contactEmail: email,
        contactPhone: '22 33 44 55',
      },
    ]);
    render(<FormBlock block={block as FormData} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Skriv til oss' })).toBeInTheDocument();
    const person = screen.getByRole('complementary', { name: 'Kontaktperson' });
    expect(person).toHaveTextContent('Kari Nordmann');
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByRole('link', { name: '22 33 44 55' })).toHaveAttribute(
      'href',
      'tel:22334455',
    );
    expect(screen.getByRole('form', { name: 'Kontaktskjema' })).toHaveAttribute(
      'data-contact-email',
      email,
    );
  });

  it('keeps the outline whole without a title and leaves out an empty contact person', () => {
    const block = {
      _type: 'form',
      _key: 'f',
      anchorId: null,
      title: null,
      description: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      contactImage: null,
    } as FormData;
    render(<FormBlock block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt oss' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
