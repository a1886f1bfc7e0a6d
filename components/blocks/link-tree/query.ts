/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const linkTreeQuery = /* groq */ `
  _type == "linkTree" => {
    title,
    "links": links[]{ _key, title, url, "fileUrl": file.asset->url }
  }
`;
