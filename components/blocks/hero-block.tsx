import type { BlockProps } from './registry';

export function HeroBlock({ block }: BlockProps<'hero'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      {block.heading ? <h1 className="text-4xl font-bold">{block.heading}</h1> : null}
      {block.tagline ? <p className="mt-4 text-xl">{block.tagline}</p> : null}
      {block.buttonTitle && block.buttonLink ? (
        <a href={block.buttonLink} className="mt-6 inline-block rounded bg-primary-900 px-5 py-3 text-white">
          {block.buttonTitle}
        </a>
      ) : null}
    </div>
  );
}
