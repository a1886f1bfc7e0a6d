import type { StageColumn } from '@/lib/programme/filter-options';

/**
 * The venue names over the per-stage view's columns, as the first items of each day's list
 * (so the grid places them in its first row). Hidden in the list view and from screen readers:
 * every event already names its venue, and the venue switch names the one shown on a phone.
 */
export function StageHeads({ columns }: { columns: readonly StageColumn[] }) {
  return columns.map((column, index) => (
    <li
      key={column.slug || '-'}
      aria-hidden="true"
      className="programme-stage-head"
      data-stage-head={column.slug}
      style={{ '--stage': index + 1 } as React.CSSProperties}
    >
      {column.name}
    </li>
  ));
}
