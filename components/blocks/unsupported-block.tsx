export function UnsupportedBlock({ type, anchorId }: { type: string; anchorId: string | null }) {
  return (
    <section
      id={anchorId || undefined}
      data-block="unsupported"
      data-block-type={type}
      className="mx-auto max-w-6xl px-4 py-6"
    >
      <p className="rounded border border-dashed border-primary-300 p-4 text-primary-600 dark:text-primary-200">
        Unsupported menu item
      </p>
    </section>
  );
}
