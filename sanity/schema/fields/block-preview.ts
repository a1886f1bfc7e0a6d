import type { PreviewConfig, PreviewValue } from 'sanity';

type Selection = { title?: string; media?: PreviewValue['media'] };

/**
 * How a block shows in the page-builder list: its heading, its block type in Norwegian, and
 * its first image. `title` and `media` are paths into the block (`items.0.image`).
 */
export function blockPreview(
  label: string,
  select: { title?: string; media?: string },
): PreviewConfig {
  return {
    select: { title: select.title ?? 'title', ...(select.media ? { media: select.media } : {}) },
    prepare: ({ title, media }: Selection) => ({
      title: title?.trim() || `${label} uten tittel`,
      subtitle: label,
      media,
    }),
  };
}
