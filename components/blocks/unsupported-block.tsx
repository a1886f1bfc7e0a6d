import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

export function UnsupportedBlock({
  type,
  anchorId,
  language = DEFAULT_LANGUAGE,
}: {
  type: string;
  anchorId: string | null;
  language?: Language;
}) {
  return (
    <section
      id={anchorId || undefined}
      data-block="unsupported"
      data-block-type={type}
      className="mx-auto max-w-6xl px-4 py-6"
    >
      <p className="rounded border border-dashed border-primary-300 p-4 text-primary-600 dark:text-primary-200">
        {dictionary(language).blocks.unsupported}
      </p>
    </section>
  );
}
