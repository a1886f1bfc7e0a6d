/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { HooplaSalesPageBlock } from '@/components/blocks/hoopla-sales-page/hoopla-sales-page-block';

// public/hoopla-embed.js on the block's own server markup, in jsdom: the script runs as the
// browser runs it (a <script> element, so document.currentScript is set) and stays for the file,
// as it stays on a page across client-side navigations.
const SCRIPT = readFileSync(path.join(process.cwd(), 'public/hoopla-embed.js'), 'utf8');
const SALES_URL = 'https://matfestivalen-oslo.hoopla.no/';

function blockMarkup(organizationId = 'matfestivalen-oslo') {
  return renderToStaticMarkup(
    <HooplaSalesPageBlock
      block={{
        _type: 'hooplaSalesPage',
        _key: 'h',
        anchorId: null,
        title: 'Billetter',
        organizationId,
      }}
    />,
  );
}

function showBlock(markup = blockMarkup()) {
  document.body.innerHTML = `<main>${markup}</main>`;
  const embed = document.querySelector<HTMLElement>('[data-hoopla-embed]')!;
  const button = embed.querySelector<HTMLButtonElement>('button[data-hoopla-show]')!;
  const placeholder = embed.querySelector<HTMLElement>('[data-hoopla-placeholder]')!;
  const status = embed.querySelector<HTMLElement>('[role="status"]')!;
  return { embed, button, placeholder, status };
}

let scriptElement: HTMLScriptElement;

beforeAll(() => {
  scriptElement = document.createElement('script');
  scriptElement.textContent = SCRIPT;
  document.head.append(scriptElement);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('public/hoopla-embed.js', () => {
  it('makes no frame on its own; it marks its script element once its listener is in place', () => {
    const { embed, button, status } = showBlock();
    expect(scriptElement).toHaveAttribute('data-hoopla-listening', '');
    expect(document.querySelector('iframe')).toBeNull();
    expect(embed).not.toHaveAttribute('data-hoopla-ready');
    expect(button).toHaveAccessibleName('Vis billettsalget her');
    expect(status).toBeEmptyDOMElement();
  });

  it('makes one eager frame for the sales page on the click, unseen until it has loaded', () => {
    const { embed, button, placeholder } = showBlock();
    button.click();
    const frames = embed.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const iframe = frames[0];
    expect(iframe).toHaveAttribute('src', SALES_URL);
    expect(iframe).toHaveAttribute('title', 'Billettsalg: Billetter');
    expect(iframe).toHaveAttribute('allow', 'payment');
    expect(iframe).toHaveAttribute('loading', 'eager');
    expect(iframe.style.height).toBe('720px');
    expect(iframe.style.opacity).toBe('0');
    // A frame that never loads must not cover the placeholder's link.
    expect(iframe.style.pointerEvents).toBe('none');
    expect(iframe.tabIndex).toBe(-1);
    expect(embed).toHaveAttribute('data-hoopla-ready', '');
    expect(embed).not.toHaveAttribute('data-hoopla-loaded');
    // Busy, but still focusable and with its name in Norwegian.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Laster billettsalget …');
    expect(button).not.toBeDisabled();
    expect(placeholder).toBeVisible();
    expect(placeholder.querySelector('a')).toHaveAttribute('href', SALES_URL);

    button.click();
    expect(embed.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('swaps the loaded frame in for the placeholder', () => {
    const { embed, button, placeholder } = showBlock();
    button.click();
    const iframe = embed.querySelector('iframe')!;
    iframe.dispatchEvent(new Event('load'));
    expect(embed).toHaveAttribute('data-hoopla-loaded', '');
    expect(placeholder).not.toBeVisible();
    expect(iframe.style.opacity).toBe('1');
    expect(iframe.style.position).toBe('static');
    expect(iframe.style.pointerEvents).toBe('');
    expect(iframe).not.toHaveAttribute('tabindex');
  });

  it('moves the focus from the button to the frame once the frame has loaded', () => {
    const { embed, button } = showBlock();
    button.focus();
    expect(button).toHaveFocus();
    button.click();
    // While the frame loads, the busy button keeps the focus.
    expect(button).toHaveFocus();
    const iframe = embed.querySelector('iframe')!;
    iframe.dispatchEvent(new Event('load'));
    expect(iframe).toHaveFocus();
  });

  it('leaves the focus where it is when it was not in the placeholder', () => {
    const { embed, button } = showBlock();
    const link = document.querySelector<HTMLAnchorElement>('a.btn')!;
    expect(link).toHaveTextContent('Kjøp billetter');
    button.click();
    link.focus();
    embed.querySelector('iframe')!.dispatchEvent(new Event('load'));
    expect(link).toHaveFocus();
  });

  it('offline, a click makes no frame and says why in the status; back online it works', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { embed, button, status } = showBlock();
    button.click();
    expect(embed.querySelector('iframe')).toBeNull();
    expect(embed).not.toHaveAttribute('data-hoopla-ready');
    expect(status).toHaveTextContent(
      'Du er frakoblet. Billettsalget kan vises når du er på nett igjen.',
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAccessibleName('Vis billettsalget her');

    onLine.mockReturnValue(true);
    button.click();
    expect(embed.querySelectorAll('iframe')).toHaveLength(1);
    expect(status).toBeEmptyDOMElement();
  });

  it('refuses a data-src that is not http(s)', () => {
    const { embed, button } = showBlock();
    embed.setAttribute('data-src', 'javascript:alert(1)');
    button.click();
    expect(embed.querySelector('iframe')).toBeNull();
    expect(embed).not.toHaveAttribute('data-hoopla-ready');
    expect(button).toHaveAccessibleName('Vis billettsalget her');
  });

  it('works for a block brought in after the script ran (client-side navigation)', () => {
    document.body.innerHTML = '<main><p>En annen side</p></main>';
    document.querySelector('main')!.insertAdjacentHTML('beforeend', blockMarkup());
    const embed = document.querySelector('[data-hoopla-embed]')!;
    embed.querySelector<HTMLButtonElement>('button[data-hoopla-show]')!.click();
    expect(embed.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('ignores clicks elsewhere on the block', () => {
    const { embed, placeholder } = showBlock();
    placeholder.click();
    embed.querySelector('p')!.click();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
