import { defineQuery } from 'groq';
import { pageBuilderProjection } from '@/components/blocks/projection';
import { translationsField } from '@/lib/sanity/queries';

/**
 * One page with its blocks. Each block's fields come from its own folder
 * (components/blocks/<block>/query.ts, gathered in components/blocks/projection.ts), which is why
 * this query lives here and not in lib/sanity: lib/sanity stays below the blocks that read it.
 * lib/pages is the one folder of lib/ that imports from components/: the blocks' React-free parts.
 */
export const pageBySlugQuery = defineQuery(`
  *[_type == "page" && slug.current == $slug && coalesce(language, "nb") == $language][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    description,
    hideFooter,
    fixHeader,
    "menuSlug": coalesce(menuSlug.current, "mainmenu"),
    event{ name, startDate, endDate, locationName, ticketUrl },
    "pageBuilder": pageBuilder[]{ ${pageBuilderProjection} },
    ${translationsField}
  }
`);
