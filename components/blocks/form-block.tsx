import type { BlockProps } from './registry';

export function FormBlock({ block }: BlockProps<'form'>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      {block.description ? <p className="mt-2">{block.description}</p> : null}
      {block.contactName ? <p className="mt-4 font-semibold">{block.contactName}</p> : null}
      {block.contactEmail ? <a href={`mailto:${block.contactEmail}`}>{block.contactEmail}</a> : null}
    </div>
  );
}
