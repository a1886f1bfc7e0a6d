import type { BlockProps } from './registry';

export function CardSectionBlock({ block }: BlockProps<'cardSection'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      {block.description ? <p className="mt-2">{block.description}</p> : null}
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {(block.cards ?? []).map((card) => (
          <li key={card._key}>
            {card.name ? <h3 className="text-xl font-bold">{card.name}</h3> : null}
            {card.title ? <p>{card.title}</p> : null}
            {card.description ? <p>{card.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
