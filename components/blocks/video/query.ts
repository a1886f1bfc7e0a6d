import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const videoQuery = /* groq */ `
  _type == "video" => { videoLabel, url, "poster": poster${imageFields} }
`;
