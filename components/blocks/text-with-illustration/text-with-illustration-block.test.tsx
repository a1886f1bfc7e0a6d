/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { TextWithIllustrationBlock } from '@/components/blocks/text-with-illustration/text-with-illustration-block';
import type { TextWithIllustrationBlock as BlockData } from '@/lib/sanity/types';

function block(imageAlt: string | null, blockAlt: string | null): BlockData {
  return {
    _type: 'textWithIllustration',
    _key: 't',
    anchorId: null,
    heading: 'Hva vi gjør',
    text: null,
    image: { url: '/content-assets/kokkelue.webp', alt: imageAlt, width: 720, height: 480 },
    alt: blockAlt,
    imageSide: null,
    backgroundColor: null,
  } as BlockData;
}

const altOf = (data: BlockData) =>
  render(<TextWithIllustrationBlock block={data} />)
    .container.querySelector('img')
    ?.getAttribute('alt');

describe('TextWithIllustrationBlock', () => {
  it('uses the image’s own alt text, and the block’s alt only when the image has none', () => {
    expect(altOf(block('Tegning av en kokkelue', 'Reservetekst'))).toBe('Tegning av en kokkelue');
    expect(altOf(block(null, 'Reservetekst'))).toBe('Reservetekst');
    expect(altOf(block(null, null))).toBe('');
  });
});
