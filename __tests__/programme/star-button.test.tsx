/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ADD_LABEL, REMOVE_LABEL, StarButton } from '@/components/programme/star-button';
import { MIN_FESTIVAL_KEY, readMinFestival } from '@/lib/programme/min-festival-store';

const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

function props() {
  return { slug: word('arrangement'), title: word('Tittel'), signature: word('sig') };
}

function starInStorage(slug: string) {
  localStorage.setItem(
    MIN_FESTIVAL_KEY,
    JSON.stringify({ version: 1, starred: [{ slug, seen: 'seen' }] }),
  );
}

beforeEach(() => localStorage.clear());

describe('StarButton', () => {
  it('adds the event to Min festival and removes it again, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const { slug, title, signature } = props();
    render(<StarButton id={`id-${slug}`} slug={slug} title={title} signature={signature} />);

    const add = screen.getByRole('button', { name: `${ADD_LABEL}: ${title}` });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(add).toHaveAttribute('data-analytics-event', 'star-added');
    expect(add).toHaveAttribute('data-analytics-slug', slug);

    await user.click(add);
    const remove = screen.getByRole('button', { name: `${REMOVE_LABEL}: ${title}` });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    // A click now removes: statistics must not count it as a star added.
    expect(remove).not.toHaveAttribute('data-analytics-event');
    expect(readMinFestival().starred).toEqual([{ id: `id-${slug}`, slug, title, seen: signature }]);

    remove.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `${ADD_LABEL}: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.keyboard(' ');
    expect(readMinFestival().starred.map((entry) => entry.slug)).toEqual([slug]);
  });

  it('follows a star set in another tab', () => {
    const { slug, title, signature } = props();
    render(<StarButton id={`id-${slug}`} slug={slug} title={title} signature={signature} />);
    act(() => {
      starInStorage(slug);
      window.dispatchEvent(new StorageEvent('storage', { key: MIN_FESTIVAL_KEY }));
    });
    expect(screen.getByRole('button', { name: `${REMOVE_LABEL}: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is not pressed before hydration, then shows the stored star in a box of the same size', async () => {
    const { slug, title, signature } = props();
    starInStorage(slug);
    const html = renderToString(
      <StarButton id={`id-${slug}`} slug={slug} title={title} signature={signature} />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const server = container.querySelector('button');
    expect(server).toHaveAttribute('aria-pressed', 'false');
    const serverClass = server?.className;

    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <StarButton id={`id-${slug}`} slug={slug} title={title} signature={signature} />,
      );
    });
    const hydrated = container.querySelector('button');
    expect(hydrated).toHaveAttribute('aria-pressed', 'true');
    // Pressed or not, one class: its size is the class's, and only the pressed state's colours
    // and fill differ (app/globals.css).
    expect(hydrated?.className).toBe(serverClass);
    expect(serverClass).toBe('star-button');
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const rule = (selector: string) =>
      css
        .slice(css.indexOf(`${selector} {`))
        .split('}')[0]
        .replace(/\s+/g, ' ');
    expect(rule('.star-button')).toMatch(/@apply .*\bh-11 w-11\b/);
    expect(rule(".star-button[aria-pressed='true']")).not.toMatch(/\b(h|w|p|border)-/);
    // No hydration mismatch: the first client render matched the server's HTML.
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
