import type { BlockProps } from './registry';

export function VideoBlock({ block }: BlockProps<'video'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.videoLabel ? <h2 className="text-3xl font-bold">{block.videoLabel}</h2> : null}
      {block.url ? <a href={block.url}>{block.videoLabel ?? block.url}</a> : null}
    </div>
  );
}
