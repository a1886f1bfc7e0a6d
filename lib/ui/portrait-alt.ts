import type { ImageData } from '@/lib/sanity/types';

/** A person's photo: the alt from content, else 'Portrett av {name}', else decorative. */
export function portraitAlt(
  image: Pick<ImageData, 'alt'>,
  name: string | null | undefined,
): string {
  return image.alt ?? (name ? `Portrett av ${name}` : '');
}
