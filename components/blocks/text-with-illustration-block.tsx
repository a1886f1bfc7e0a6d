import type { BlockProps } from './registry';

export function TextWithIllustrationBlock({ block }: BlockProps<'textWithIllustration'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.heading ? <h2 className="text-3xl font-bold">{block.heading}</h2> : null}
      {block.text ? <p className="mt-4 whitespace-pre-line">{block.text}</p> : null}
    </div>
  );
}
