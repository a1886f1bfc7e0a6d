'use client';

import { useTheme } from 'next-themes';
import { useHydrated } from '@/components/ui/client-state';

export const TO_DARK_LABEL = 'Bytt til mørk modus';
export const TO_LIGHT_LABEL = 'Bytt til lys modus';

/**
 * Switches between the light and dark scheme. Until hydration the label and icon follow the
 * `dark` class on <html> through CSS (next-themes sets it before first paint), so the server
 * HTML is identical for both schemes and nothing flashes or mismatches. `className` sets the
 * colours for the backdrop it sits on (header or footer).
 */
export function ThemeToggle({
  className = '',
  labels = { toDark: TO_DARK_LABEL, toLight: TO_LIGHT_LABEL },
}: {
  className?: string;
  /** The edition's texts (lib/i18n, site.toDark/toLight); Norwegian unless given. */
  labels?: { toDark: string; toLight: string };
}) {
  const { resolvedTheme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const isDark = resolvedTheme === 'dark';
  const label = hydrated ? (isDark ? labels.toLight : labels.toDark) : undefined;

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded border ${className}`}
    >
      <span className="sr-only dark:hidden">{labels.toDark}</span>
      <span className="sr-only hidden dark:inline">{labels.toLight}</span>
      <MoonIcon className="h-5 w-5 dark:hidden" />
      <SunIcon className="hidden h-5 w-5 dark:block" />
    </button>
  );
}

function MoonIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}
