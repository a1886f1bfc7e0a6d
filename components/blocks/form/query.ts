import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const formQuery = /* groq */ `
  _type == "form" => {
    title, description, contactName, contactEmail, contactPhone,
    "contactImage": contactImage${imageFields}
  }
`;
