/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const hooplaSalesPageQuery = /* groq */ `
  _type == "hooplaSalesPage" => { organizationId, title }
`;
