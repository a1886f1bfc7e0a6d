import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkDataset,
  type DatasetDocument,
  type ExtractedSchema,
  type Issue,
} from '@/scripts/dataset-check';

/** Random lower-case slug-safe words, so no test leans on the seed's ids or slugs. */
/**
 * The dataset check without its missing-translation warnings. The generated datasets are
 * Norwegian on purpose, so each page, event and venue would warn that it has no English
 * version; the tests of other rules leave those out (translation-rules.test.ts tests them).
 */
export function checkNorwegianDataset(
  documents: DatasetDocument[],
  schema: ExtractedSchema,
): Issue[] {
  return checkDataset(documents, schema).filter((issue) => issue.code !== 'missing-translation');
}

export const word = (prefix = 'w') => `${prefix}-${randomBytes(4).toString('hex')}`;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const key = () => hex(6);

export function readExtractedSchema(): ExtractedSchema {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'sanity/extract.json'), 'utf8'));
}

const image = (ref: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: ref },
  alt: word('alt'),
});

const file = (ref: string) => ({ _type: 'file', asset: { _type: 'reference', _ref: ref } });

/**
 * A small, valid dataset with one of everything: every document type and every block type,
 * with random ids, slugs and texts. Tests break one thing and expect exactly that reported.
 */
export function generateDataset() {
  const imageId = `image-${hex(20)}-1200x800-jpg`;
  const fileId = `file-${hex(20)}-pdf`;
  const videoId = `file-${hex(20)}-mp4`;
  const linkTargetId = word('linkTarget');
  const menuId = word('navigationMenu');
  const menuSlug = word('meny');
  const pageId = word('page');
  const pageSlug = word('side');
  const otherPageId = word('page');
  const otherPageSlug = word('side');
  const venueId = word('venue');
  const eventId = word('programmeEvent');

  const documents: DatasetDocument[] = [
    { _id: imageId, _type: 'sanity.imageAsset', url: `/content-assets/${word()}.jpg` },
    { _id: fileId, _type: 'sanity.fileAsset', url: `/content-assets/${word()}.pdf` },
    { _id: videoId, _type: 'sanity.fileAsset', url: `/content-assets/${word()}.mp4` },
    { _id: linkTargetId, _type: 'linkTarget', title: word('Lenke'), link: `/${word()}` },
    {
      _id: menuId,
      _type: 'navigationMenu',
      name: word('Meny'),
      slug: { _type: 'slug', current: menuSlug },
      pages: [
        { _type: 'reference', _ref: pageId, _key: key() },
        { _type: 'reference', _ref: otherPageId, _key: key() },
      ],
    },
    {
      _id: pageId,
      _type: 'page',
      title: word('Tittel'),
      slug: { _type: 'slug', current: pageSlug },
      description: word('Beskrivelse'),
      menuSlug: { _type: 'slug', current: menuSlug },
      hideFooter: false,
      fixHeader: true,
      event: {
        _type: 'event',
        name: word('Festival'),
        startDate: '2027-08-20',
        endDate: '2027-08-22',
        locationName: word('Sted'),
        ticketUrl: `https://${word()}.example/billetter`,
      },
      pageBuilder: [
        {
          _type: 'hero',
          _key: key(),
          anchorId: word('topp'),
          heading: word('Overskrift'),
          tagline: word('Tekst'),
          buttonTitle: word('Knapp'),
          buttonLink: `#${word('seksjon')}`,
          backgroundImage: image(imageId),
          backgroundVideo: file(videoId),
          compact: false,
          showLogo: true,
          extraTopPadding: false,
        },
        {
          _type: 'textWithIllustration',
          _key: key(),
          heading: word('Overskrift'),
          text: word('Tekst'),
          image: image(imageId),
          alt: word('alt'),
          imageSide: 'left',
          backgroundColor: '#1D3557',
        },
        {
          _type: 'gallery',
          _key: key(),
          title: word(),
          images: [{ ...image(imageId), _key: key() }],
        },
        {
          _type: 'carousel',
          _key: key(),
          title: word(),
          items: [
            {
              _type: 'carouselItem',
              _key: key(),
              title: word(),
              image: image(imageId),
              backgroundColor: '#fefae0',
              height: 420,
              overlay: 'darken',
            },
          ],
        },
        {
          _type: 'cardSection',
          _key: key(),
          title: word(),
          cards: [
            {
              _type: 'card',
              _key: key(),
              name: word('Navn'),
              image: image(imageId),
              title: word(),
            },
          ],
        },
        { _type: 'hooplaSalesPage', _key: key(), organizationId: word('org'), title: word() },
        {
          _type: 'form',
          _key: key(),
          title: word(),
          contactName: word('Navn'),
          contactEmail: `${word()}@example.no`,
          contactPhone: '+47 912 34 567',
          contactImage: image(imageId),
        },
        { _type: 'video', _key: key(), videoLabel: word(), url: `https://vimeo.com/${Date.now()}` },
        { _type: 'reference', _key: key(), _ref: linkTargetId },
        {
          _type: 'linkTree',
          _key: key(),
          title: word(),
          links: [
            { _type: 'link', _key: key(), title: word(), url: `https://${word()}.example` },
            { _type: 'link', _key: key(), title: word(), file: file(fileId) },
          ],
        },
        {
          _type: 'programme',
          _key: key(),
          title: word(),
          description: word(),
          venue: { _type: 'reference', _ref: venueId },
          category: 'kurs',
        },
      ],
    },
    {
      _id: venueId,
      _type: 'venue',
      name: word('Scene'),
      slug: { _type: 'slug', current: word('scene') },
      description: word('Beskrivelse'),
      accessibility: word('Trinnfri'),
      order: 1,
    },
    {
      _id: eventId,
      _type: 'programmeEvent',
      title: word('Arrangement'),
      slug: { _type: 'slug', current: word('arrangement') },
      summary: word('Ingress'),
      description: word('Beskrivelse'),
      image: image(imageId),
      start: '2027-08-21T10:00:00Z',
      end: '2027-08-21T11:30:00Z',
      venue: { _type: 'reference', _ref: venueId },
      categories: ['kurs', 'barn'],
      dietary: ['vegetar', 'uten-notter'],
      price: 250,
      ticketUrl: `https://${word()}.example/billett`,
      status: 'changed',
      statusNote: word('Flyttet'),
      previousStart: '2027-08-21T09:00:00Z',
    },
    {
      _id: otherPageId,
      _type: 'page',
      title: word('Tittel'),
      slug: { _type: 'slug', current: otherPageSlug },
      pageBuilder: [{ _type: 'redirect', _key: key(), slug: pageSlug, permanent: true }],
    },
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      brandTitle: word('Merke'),
      email: `${word()}@example.no`,
      instagramUrl: `https://www.instagram.com/${word()}`,
      logoLight: image(imageId),
      festival: {
        _type: 'event',
        name: word('Festival'),
        startDate: '2027-08-20',
        endDate: '2027-08-22',
        locationName: word('Sted'),
      },
    },
    {
      _id: 'safetyPage',
      _type: 'safetyPage',
      heading: word('Sikkerhet'),
      riskAnalysisPdf: file(fileId),
      contacts: [
        { _type: 'contact', _key: key(), role: word(), name: word(), phone: '+47 481 22 390' },
      ],
    },
  ];

  const find = (id: string) => {
    const document = documents.find((candidate) => candidate._id === id);
    if (!document) throw new Error(`no document ${id}`);
    return document;
  };
  return {
    documents,
    ids: { imageId, fileId, linkTargetId, menuId, pageId, otherPageId, venueId, eventId },
    slugs: { menuSlug, pageSlug },
    find,
  };
}

type Block = { _type: string; _key: string; [field: string]: unknown };

/** The page's block of a type, for tests to break. */
export function blockOf(document: DatasetDocument, type: string): Block {
  const blocks = document.pageBuilder as Block[];
  const block = blocks.find((candidate) => candidate._type === type);
  if (!block) throw new Error(`no ${type} block`);
  return block;
}
