/** A 20 px stroked icon drawn from one SVG path; decorative, so hidden from screen readers. */
export function LineIcon({ path, className = 'shrink-0' }: { path: string; className?: string }) {
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
      <path d={path} />
    </svg>
  );
}
