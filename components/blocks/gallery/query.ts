import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const galleryQuery = /* groq */ `
  _type == "gallery" => {
    title,
    "images": images[]{ _key, ...${imageFields} }
  }
`;
