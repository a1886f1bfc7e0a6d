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
    // On a phone the button goes under the count, never beside it: side by side they filled a
    // phone's line to within a per cent, and the brand font's wider digits pushed the button onto
    // the next line when it swapped in (a layout shift of 0.034; docs/performance.md#fonts).
    <div className="mt-3 flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
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
