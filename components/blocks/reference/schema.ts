import { defineArrayMember } from 'sanity';

/**
 * A link to a shared link target, stored as a plain reference in the page builder
 * (`{_type: 'reference', _ref}`): it is an array member, not a named type.
 */
export const referenceBlock = defineArrayMember({
  type: 'reference',
  title: 'Lenke til lenkemål',
  description: 'Viser lenkemålets tittel som en lenke.',
  to: [{ type: 'linkTarget' }],
});
