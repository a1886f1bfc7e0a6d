/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const referenceQuery = /* groq */ `
  _type == "reference" => { "target": @->{ title, link } }
`;
