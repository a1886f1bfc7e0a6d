'use client';

import { useTheme } from 'next-themes';
import { useHydrated } from '@/components/ui/client-state';
import { MoonIcon, SunIcon } from '@/components/ui/line-icon';

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
