import type { BlockProps } from './registry';

export function ReferenceBlock({ block }: BlockProps<'reference'>) {
  const target = block.target;
  if (!target?.link || !target.title) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <a href={target.link} className="underline">
        {target.title}
      </a>
    </div>
  );
}
