import { readDataset, renderablePages, type DatasetDocument, type DatasetPage } from './dataset';

/** Finders for the visitor-layout tests: pages are chosen by their properties, never by name. */

export type DatasetBlock = NonNullable<DatasetPage['pageBuilder']>[number];

export function blocksOf(page: DatasetPage): DatasetBlock[] {
  return page.pageBuilder ?? [];
}

export function anchorIdsOf(page: DatasetPage): string[] {
  return blocksOf(page).flatMap((block) =>
    typeof block.anchorId === 'string' && block.anchorId ? [block.anchorId] : [],
  );
}

/** A page whose hero button links to a section of the same page. */
export function pageWithHeroAnchor(): {
  page: DatasetPage;
  anchorId: string;
  buttonTitle: string;
} | null {
  for (const page of renderablePages()) {
    const anchors = anchorIdsOf(page);
    for (const block of blocksOf(page)) {
      const link = block.buttonLink;
      if (block._type !== 'hero' || typeof link !== 'string' || !link.startsWith('#')) continue;
      const anchorId = link.slice(1);
      // The section should sit below the hero, so the button has somewhere to scroll to.
      const heroIndex = blocksOf(page).indexOf(block);
      const targetIndex = blocksOf(page).findIndex((candidate) => candidate.anchorId === anchorId);
      if (
        anchors.includes(anchorId) &&
        targetIndex > heroIndex &&
        typeof block.buttonTitle === 'string'
      ) {
        return { page, anchorId, buttonTitle: block.buttonTitle };
      }
    }
  }
  return null;
}

/** The page with the most blocks: long enough to scroll past the header's 500 px. */
export function longestPage(): DatasetPage {
  return [...renderablePages()].sort((a, b) => blocksOf(b).length - blocksOf(a).length)[0];
}

export function pageWithHeroVideo(): DatasetPage | null {
  return (
    renderablePages().find((page) =>
      blocksOf(page).some((block) => block._type === 'hero' && block.backgroundVideo),
    ) ?? null
  );
}

/** A page whose menu document does not exist, so the header shows the default anchors. */
export function pageWithoutMenu(documents: DatasetDocument[] = readDataset()): DatasetPage | null {
  const menus = new Set(
    documents
      .filter(
        (document) => document._type === 'navigationMenu' && !document._id.startsWith('drafts.'),
      )
      .map((document) => (document as { slug?: { current?: string } }).slug?.current),
  );
  return (
    renderablePages(undefined, documents).find(
      (page) => !menus.has(page.menuSlug?.current ?? 'mainmenu'),
    ) ?? null
  );
}

export function publishedDocument(
  type: string,
  documents: DatasetDocument[] = readDataset(),
): DatasetDocument | null {
  return (
    documents.find((document) => document._type === type && !document._id.startsWith('drafts.')) ??
    null
  );
}

/** The asset URL a file or image field points at, resolved through the dataset's asset documents. */
export function assetUrl(
  field: unknown,
  documents: DatasetDocument[] = readDataset(),
): string | null {
  const ref = (field as { asset?: { _ref?: string } } | undefined)?.asset?._ref;
  if (!ref) return null;
  const asset = documents.find((document) => document._id === ref);
  return typeof asset?.url === 'string' ? asset.url : null;
}
