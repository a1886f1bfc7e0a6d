import type { Dictionary } from '@/lib/i18n/dictionary';
import type { ProgrammeView } from '@/lib/programme/programme-filter';

const VIEWS = ['list', 'stage', 'mine'] as const satisfies readonly ProgrammeView[];

/** "Hele programmet", "Per scene", "Min festival": toggle buttons, the pressed one is shown. */
export function ViewSwitch({
  view,
  text,
  onChange,
}: {
  view: ProgrammeView;
  text: Dictionary['programme']['views'];
  onChange: (view: ProgrammeView) => void;
}) {
  return (
    <div role="group" aria-label={text.label} className="flex flex-wrap gap-2">
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className={`btn min-w-[9rem] ${view === option ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {text[option]}
        </button>
      ))}
    </div>
  );
}
