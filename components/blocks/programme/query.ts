/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const programmeQuery = /* groq */ `
  _type == "programme" => {
    title, description,
    "venue": venue->{ _id, name, "slug": slug.current },
    category
  }
`;
