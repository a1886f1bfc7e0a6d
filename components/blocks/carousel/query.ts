import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const carouselQuery = /* groq */ `
  _type == "carousel" => {
    title, description,
    "items": items[]{ _key, title, description, "image": image${imageFields}, backgroundColor, height, overlay }
  }
`;
