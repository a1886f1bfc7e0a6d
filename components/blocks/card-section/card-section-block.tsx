import { ContentImage } from '@/components/ui/content-image';
import type { BlockProps } from '../block-props';
import { portraitAlt } from '@/lib/ui/portrait-alt';

export function CardSectionBlock({ block }: BlockProps<'cardSection'>) {
  const cards = block.cards ?? [];
  return (
    <div className="section-container py-16">
      {block.title ? <h2 className="text-3xl font-bold sm:text-4xl">{block.title}</h2> : null}
      {block.description ? <p className="mt-3 max-w-3xl text-lg">{block.description}</p> : null}
      {cards.length > 0 ? (
        <ul className="mt-10 grid gap-8 xs:grid-cols-2 md:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card._key}
              className="flex flex-col overflow-hidden rounded border border-primary-200 bg-white dark:border-primary-700 dark:bg-primary-900"
            >
              {card.image?.url ? (
                <ContentImage
                  image={card.image}
                  alt={portraitAlt(card.image, card.name)}
                  width={480}
                  height={480}
                  sizes="(min-width: 62em) 22rem, (min-width: 36em) 50vw, 100vw"
                  className="aspect-square h-auto w-full object-cover"
                />
              ) : null}
              <div className="flex flex-col gap-2 p-5">
                {card.name ? (
                  <h3 className="text-2xl font-bold first-letter:text-4xl first-letter:text-accent dark:first-letter:text-accent-light">
                    {card.name}
                  </h3>
                ) : null}
                {card.title ? <p className="font-semibold muted">{card.title}</p> : null}
                {card.description ? <p>{card.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
