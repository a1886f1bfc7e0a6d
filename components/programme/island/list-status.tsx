/** No event matches: say so, and offer the reset right there. */
export function EmptyState({
  message,
  resetLabel,
  onReset,
}: {
  message: string;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <div className="mt-4 rounded border-2 border-dashed border-current p-4" data-programme-empty="">
      <p className="font-semibold">{message}</p>
      <button type="button" className="btn btn-primary mt-3" onClick={onReset}>
        {resetLabel}
      </button>
    </div>
  );
}

/** "Viser 12 av 40 arrangementer", read out politely, and the reset button. */
export function CountAndReset({
  count,
  resetLabel,
  filtered,
  resetRef,
  onReset,
}: {
  count: string;
  resetLabel: string;
  filtered: boolean;
  resetRef: React.Ref<HTMLButtonElement>;
  onReset: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      {/* Before hydration the server's list is whole; afterwards this counts what shows. */}
      <p role="status" className="font-semibold">
        {count}
      </p>
      <button
        ref={resetRef}
        type="button"
        className="btn btn-outline"
        // Not `disabled`: a disabled button drops the focus of whoever just pressed it.
        aria-disabled={!filtered}
        onClick={onReset}
      >
        {resetLabel}
      </button>
    </div>
  );
}
