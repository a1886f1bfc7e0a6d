/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'next-themes';
import { renderToString } from 'react-dom/server';
import { ThemeToggle, TO_DARK_LABEL, TO_LIGHT_LABEL } from '@/components/layout/theme-toggle';

beforeAll(() => {
  // next-themes listens for the system scheme even with enableSystem off; jsdom has no matchMedia.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
});

beforeEach(() => {
  // next-themes renders its no-flash <script> on the client too; React (dev) warns that it won't run there. Expected.
  const original = console.error;
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && message.includes('Encountered a script tag')) return;
    original(message, ...rest);
  });
  localStorage.clear();
  document.documentElement.className = '';
});

function renderToggle() {
  return render(
    <ThemeProvider
      attribute="class"
      defaultTheme="light"
      enableSystem={false}
      storageKey="fargetema"
    >
      <ThemeToggle />
    </ThemeProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('theme toggle', () => {
  it('offers dark mode in the light scheme and light mode in the dark scheme', async () => {
    const user = userEvent.setup();
    renderToggle();
    const button = screen.getByRole('button', { name: TO_DARK_LABEL });
    expect(TO_DARK_LABEL).toBe('Bytt til mørk modus');

    await user.click(button);
    expect(button).toHaveAccessibleName('Bytt til lys modus');
    expect(TO_LIGHT_LABEL).toBe('Bytt til lys modus');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('fargetema')).toBe('dark');

    await user.click(button);
    expect(button).toHaveAccessibleName(TO_DARK_LABEL);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('fargetema')).toBe('light');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('fargetema', 'dark');
    renderToggle();
    expect(screen.getByRole('button')).toHaveAccessibleName(TO_LIGHT_LABEL);
  });

  it('server HTML is the same for both schemes: no aria-label, both CSS-switched labels', () => {
    const html = renderToString(<ThemeToggle />);
    expect(html).not.toContain('aria-label');
    expect(html).toContain(TO_DARK_LABEL);
    expect(html).toContain(TO_LIGHT_LABEL);
    expect(html).toMatch(/class="sr-only dark:hidden"/);
  });
});
