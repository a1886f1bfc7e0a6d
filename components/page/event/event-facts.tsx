import { LocalizedText } from '@/components/programme/localized-text';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import {
  ageLimitLabel,
  categoryLabel,
  dietaryLabel,
  formatPrice,
  sessionLanguageLabel,
} from '@/lib/programme/labels';
import { textLanguage } from '@/lib/programme/text-language';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = { event: ProgrammeEvent; language: Language };

type Fact = { key: string; term: string; value: React.ReactNode };

/** Where, what kind, what it suits, who may come, in what language and what it costs. */
export function EventFacts({ event, language }: Props) {
  const text = dictionary(language).programme;
  const terms = text.event.facts;
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
  const venueName = event.venue?.name?.trim();
  const price = formatPrice(event.price, language);
  const facts: Fact[] = [
    {
      key: 'venue',
      term: terms.venue,
      value: venueName ? (
        <LocalizedText lang={textLanguage(event.venue, 'name')} pageLanguage={language}>
          {venueName}
        </LocalizedText>
      ) : null,
    },
    {
      key: 'categories',
      term: terms.category,
      value: list((event.categories ?? []).map((value) => categoryLabel(value, language))),
    },
    {
      key: 'dietary',
      term: terms.dietary,
      value: list((event.dietary ?? []).map((value) => dietaryLabel(value, language))),
    },
    { key: 'age', term: terms.age, value: ageLimitLabel(event.ageLimit, language) },
    {
      key: 'language',
      term: terms.language,
      value: sessionLanguageLabel(event.sessionLanguage, language),
    },
    {
      key: 'price',
      term: terms.price,
      value:
        event.soldOut && event.status !== 'cancelled'
          ? [price, text.soldOut].filter(Boolean).join(' · ')
          : price,
    },
  ];
  const shown = facts.filter((fact) => fact.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {shown.map((fact) => (
        <div key={fact.key} className="contents" data-event-fact={fact.key}>
          <dt className="font-semibold">{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
