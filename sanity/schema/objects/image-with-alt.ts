import { defineArrayMember, defineField } from 'sanity';

function hasAsset(parent: unknown): boolean {
  return (
    typeof parent === 'object' && parent !== null && 'asset' in parent && Boolean(parent.asset)
  );
}

// Custom rather than `required()`: an empty image (no file chosen) needs no description.
const altField = defineField({
  name: 'alt',
  title: 'Alternativ tekst',
  description:
    'Beskriv hva bildet viser, for skjermlesere og søkemotorer. Påkrevd for alle bilder.',
  type: 'string',
  validation: (rule) =>
    rule.custom((alt: string | undefined, context) =>
      hasAsset(context.parent) && !alt?.trim() ? 'Skriv en alternativ tekst for bildet.' : true,
    ),
});

type ImageFieldOptions = { name: string; title: string; description?: string };

/** An image field with hotspot and required alt text. Stored as Sanity's plain `image` type. */
export function imageWithAltField({ name, title, description }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    fields: [altField],
  });
}

/** The same image as an array item (gallery images). */
export const imageWithAltMember = defineArrayMember({
  type: 'image',
  title: 'Bilde',
  options: { hotspot: true },
  fields: [altField],
});
