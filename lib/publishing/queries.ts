import { defineQuery } from 'groq';

/**
 * Whether the singletons point at a document (an image or file asset): lib/sanity's
 * referrersQuery covers menus and pages only.
 */
export const singletonReferrersQuery = defineQuery(`{
  "siteSettings": count(*[_id == "siteSettings" && references($id)]) > 0,
  "safetyPage": count(*[_id == "safetyPage" && references($id)]) > 0
}`);
