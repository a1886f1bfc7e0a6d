import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const cardSectionQuery = /* groq */ `
  _type == "cardSection" => {
    title, description,
    "cards": cards[]{ _key, name, "image": image${imageFields}, title, description }
  }
`;
