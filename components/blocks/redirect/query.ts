/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const redirectQuery = /* groq */ `
  _type == "redirect" => { "slug": coalesce(slug.current, slug), href, permanent }
`;
