import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const textWithIllustrationQuery = /* groq */ `
  _type == "textWithIllustration" => {
    "image": image${imageFields}, alt, heading, text, imageSide, backgroundColor
  }
`;
