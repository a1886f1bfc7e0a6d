import type { BlockProps } from './registry';

export function LinkTreeBlock({ block }: BlockProps<'linkTree'>) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      <ul className="mt-6 flex flex-col gap-3">
        {(block.links ?? []).map((link) => {
          const href = link.fileUrl ?? link.url;
          if (!href || !link.title) return null;
          return (
            <li key={link._key}>
              <a href={href} download={link.fileUrl ? '' : undefined}>
                {link.title}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
