import { localizedText } from '@/lib/sanity/localized-text';

/**
 * This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). The venue's
 * name is in the page's $language, Norwegian where it has none (lib/sanity/localized-text.ts).
 */
export const programmeQuery = /* groq */ `
  _type == "programme" => {
    title, description,
    "venue": venue->{ _id, ${localizedText('name')}, "slug": slug.current },
    category
  }
`;
