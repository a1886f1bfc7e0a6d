import { renderToStaticMarkup } from 'react-dom/server';
import { findRedirect } from '@/lib/routing/redirect-target';
import { token } from '@/__tests__/fixtures/content-fixture';
import { queryPageBlocks } from '@/__tests__/support/page-blocks';
import { RedirectBlock } from './redirect-block';

describe('the redirect block', () => {
  it('brings the target page, address and permanence to the page, which redirects', async () => {
    const target = token('mal');
    const [toPage] = await queryPageBlocks([{ _type: 'redirect', slug: target, permanent: true }]);
    expect(findRedirect([toPage])).toEqual({ location: `/${target}`, permanent: true });

    const href = `https://example.org/${token('sti')}`;
    const [toUrl] = await queryPageBlocks([{ _type: 'redirect', href }]);
    expect(findRedirect([toUrl])).toEqual({ location: href, permanent: false });
  });

  it('shows nothing itself', () => {
    expect(renderToStaticMarkup(<RedirectBlock />)).toBe('');
  });
});
