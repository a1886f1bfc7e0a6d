import type { BlockProps } from './registry';

export function GalleryBlock({ block }: BlockProps<'gallery'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(block.images ?? []).map((image) => (image.url ? <li key={image._key}>{image.alt}</li> : null))}
      </ul>
    </div>
  );
}
