import type { StageColumn } from '@/lib/programme/filter-options';

/** The per-stage view's venue switch on a phone: one venue at a time (hidden on wide screens). */
export function StageSwitch({
  id,
  label,
  stages,
  value,
  onChange,
}: {
  id: string;
  label: string;
  stages: readonly StageColumn[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="programme-stage-switch mt-4 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="min-h-[44px] rounded border-2 border-current bg-white px-2 text-base text-primary-900 dark:bg-primary-950 dark:text-primary-50"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {stages.map((stage) => (
          <option key={stage.slug || '-'} value={stage.slug}>
            {stage.name}
          </option>
        ))}
      </select>
    </div>
  );
}
