import type { BlockProps } from './registry';

export function CarouselBlock({ block }: BlockProps<'carousel'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      {block.description ? <p className="mt-2">{block.description}</p> : null}
      <ul className="mt-6">
        {(block.items ?? []).map((item) => (
          <li key={item._key}>
            {item.title ? <h3 className="text-xl font-bold">{item.title}</h3> : null}
            {item.description ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
