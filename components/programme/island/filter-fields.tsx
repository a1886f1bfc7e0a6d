import type { FilterOption } from '@/lib/programme/filter-options';

/** One dimension of the filters: a labelled group of checkboxes, any of which may be chosen. */
export function FilterFieldset({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  if (options.length === 0) return null;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((candidate) => candidate !== value));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{legend}</legend>
      {/* On a phone the chips stay on one line and the row scrolls sideways: a wrapping row
          breaks where the text's width says, and the fallback font's width differs from the brand
          font's by a per cent or two, so the rows (and the programme under them) would move when
          the fonts swap in (docs/performance.md#fonts). From `sm` up they wrap. */}
      <div className="mt-1 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {options.map((option) => (
          <label key={option.value} className="filter-chip">
            <input
              type="checkbox"
              className="h-4 w-4"
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Søk i programmet": filters as the visitor types, kept in the URL. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-[44px] rounded border-2 border-current bg-white px-2 text-base text-primary-900 dark:bg-primary-950 dark:text-primary-50"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
