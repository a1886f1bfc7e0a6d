import type { BlockProps } from './registry';

export function HooplaSalesPageBlock({ block }: BlockProps<'hooplaSalesPage'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
    </div>
  );
}
