import { defineField } from 'sanity';

/** Every block may carry the HTML id of its section (menu anchors and `#` button links). */
export const anchorIdField = defineField({
  name: 'anchorId',
  title: 'Anker-ID',
  type: 'anchorId',
});
