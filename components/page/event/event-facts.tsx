import { categoryLabel, dietaryLabel, formatPrice } from '@/lib/programme/labels';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = { event: ProgrammeEvent };

type Fact = { key: string; term: string; value: string | null };

/** Where, what kind, what it suits and what it costs, as a description list. */
export function EventFacts({ event }: Props) {
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
  const facts: Fact[] = [
    { key: 'venue', term: 'Sted', value: event.venue?.name?.trim() || null },
    {
      key: 'categories',
      term: 'Kategori',
      value: list((event.categories ?? []).map(categoryLabel)),
    },
    { key: 'dietary', term: 'Kosthold', value: list((event.dietary ?? []).map(dietaryLabel)) },
    { key: 'price', term: 'Pris', value: formatPrice(event.price) },
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
