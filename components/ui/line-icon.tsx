import type { ReactNode } from 'react';

/** The 24-unit, 20 px stroked frame every line icon is drawn in. */
function LineSvg({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

/** A 20 px stroked icon drawn from one SVG path; decorative, so hidden from screen readers. */
export function LineIcon({ path, className = 'shrink-0' }: { path: string; className?: string }) {
  return (
    <LineSvg className={className}>
      <path d={path} />
    </LineSvg>
  );
}

/** A crescent moon: the theme toggle's "switch to dark". */
export function MoonIcon({ className = 'shrink-0' }: { className?: string }) {
  return <LineIcon path="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" className={className} />;
}

/** A sun with eight rays: the theme toggle's "switch to light". */
export function SunIcon({ className = 'shrink-0' }: { className?: string }) {
  return (
    <LineSvg className={className}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </LineSvg>
  );
}
