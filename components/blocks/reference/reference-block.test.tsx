import { renderToStaticMarkup } from 'react-dom/server';
import { token } from '@/__tests__/fixtures/content-fixture';
import { queryPageBlocks } from '@/__tests__/support/page-blocks';
import type { ReferenceBlock as ReferenceData } from '@/lib/sanity/types';
import { ReferenceBlock } from './reference-block';

const markup = (block: ReferenceData) => renderToStaticMarkup(<ReferenceBlock block={block} />);

describe('the reference block', () => {
  it('links to the link target, titled by it', async () => {
    const id = token('target');
    const title = token('Tittel');
    const link = `/${token('side')}`;
    const [block] = await queryPageBlocks(
      [{ _type: 'reference', _ref: id }],
      [{ _id: id, _type: 'linkTarget', title, link }],
    );
    const html = markup(block as ReferenceData);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain(title);
  });

  it('renders nothing for a deleted target or an unsafe link', async () => {
    const [missing] = await queryPageBlocks([{ _type: 'reference', _ref: token('borte') }]);
    expect((missing as ReferenceData).target).toBeNull();
    expect(markup(missing as ReferenceData)).toBe('');

    const unsafe = {
      ...(missing as ReferenceData),
      target: { title: 'X', link: 'javascript:alert(1)' },
    };
    expect(markup(unsafe)).toBe('');
  });
});
