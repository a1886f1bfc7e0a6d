/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LinkTreeBlock } from '@/components/blocks/link-tree/link-tree-block';
import type { LinkTreeBlock as LinkTreeBlockData, LinkTreeLink } from '@/lib/sanity/types';

function link(title: string | null, overrides: Partial<LinkTreeLink>): LinkTreeLink {
  return { _key: title ?? 'untitled', title, url: null, fileUrl: null, ...overrides };
}

function block(links: LinkTreeLink[]): LinkTreeBlockData {
  return { _type: 'linkTree', _key: 'lt', anchorId: null, title: 'Nyttige lenker', links };
}

describe('LinkTreeBlock', () => {
  it('lets a file link download the file and says so to screen readers', () => {
    render(
      <LinkTreeBlock
        block={block([link('Festivalkart (PDF)', { fileUrl: '/content-assets/kart.pdf' })])}
      />,
    );
    const file = screen.getByRole('link', { name: 'Festivalkart (PDF) (last ned fil)' });
    expect(file).toHaveAttribute('href', '/content-assets/kart.pdf');
    expect(file).toHaveAttribute('download');
  });

  it('asks Sanity’s CDN for a download, since `download` is ignored across origins', () => {
    render(
      <LinkTreeBlock
        block={block([
          link('Kart', { fileUrl: 'https://cdn.sanity.io/files/p/production/abc.pdf' }),
        ])}
      />,
    );
    expect(screen.getByRole('link', { name: /Kart/ })).toHaveAttribute(
      'href',
      'https://cdn.sanity.io/files/p/production/abc.pdf?dl=',
    );
  });

  it('keeps ordinary links without download, and marks external ones for screen readers', () => {
    render(
      <LinkTreeBlock
        block={block([
          link('Programmet', { url: '/festivalprogram' }),
          link('Instagram', { url: 'https://www.instagram.com/matfestivalenoslo' }),
        ])}
      />,
    );
    const internal = screen.getByRole('link', { name: 'Programmet' });
    expect(internal).toHaveAttribute('href', '/festivalprogram');
    expect(internal).not.toHaveAttribute('download');
    const external = screen.getByRole('link', { name: 'Instagram (ekstern side)' });
    expect(external).not.toHaveAttribute('download');
    expect(external).not.toHaveAttribute('target');
  });

  it('drops links with an unsafe scheme or without a title', () => {
    render(
      <LinkTreeBlock
        block={block([
          link('Farlig', { url: 'javascript:alert(1)' }),
          link('Også farlig', { fileUrl: 'data:text/html,hei' }),
          link(null, { url: '/uten-tittel' }),
          link('Trygg', { url: '/trygg' }),
        ])}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Trygg' })).toBeInTheDocument();
  });
});
