#!/usr/bin/env node
// Generates a dataset of N extra pages for the build-scaling figure: the seed's documents plus
// pages assembled from clones of the seed's own blocks (so every block type and every asset
// reference stays real) with Norwegian festival text. Deterministic for a given --seed-number.
// Usage: node bench/generate-dataset.mjs --pages 500 --out .data/bench/dataset-500.ndjson
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readNdjson } from './pages.mjs';

const FOODS = [
  'brunost',
  'lefse',
  'rakfisk',
  'kanelboller',
  'surdeigsbrød',
  'røkelaks',
  'multer',
  'tyttebær',
  'fårikål',
  'skillingsboller',
  'sjokolade',
  'kaffe',
  'cider',
  'ost fra Røros',
  'reker',
  'tacos',
  'ramen',
  'pølser',
  'vafler',
  'eplekake',
];
const PLACES = [
  'Rådhusplassen',
  'Youngstorget',
  'Grünerløkka',
  'Aker brygge',
  'Vulkan',
  'Tjuvholmen',
  'Bjørvika',
  'Torggata',
  'Sofienberg',
  'Frognerparken',
];
const KINDS = [
  'Smakskveld',
  'Kokkekamp',
  'Markedsdag',
  'Kurs',
  'Verksted',
  'Frokostklubb',
  'Sommerfest',
  'Familiedag',
  'Nattmarked',
  'Produsenttreff',
];
const SENTENCES = [
  'Møt produsentene som lager {food} med kjærlighet og tålmodighet.',
  'Vi samler små gårdsprodusenter og store kjøkken på {place}.',
  'Ta med familien, kjøp en smakspakke og finn din nye favoritt.',
  'Alle boder tar kort og Vipps, og det er gratis vann ved scenen.',
  'Programmet oppdateres jevnlig, så følg med her og i sosiale medier.',
  'Billetter kjøpes på forhånd, men dagspass selges også i porten.',
  'Årets tema er sesong, kortreist og {food} på nye måter.',
  'Frivillige får gratis mat, en t-skjorte og en uforglemmelig helg.',
];
const TEXT_FIELDS = ['heading', 'tagline', 'title', 'description', 'text'];
const CLONED_TYPES = [
  'textWithIllustration',
  'cardSection',
  'carousel',
  'gallery',
  'linkTree',
  'reference',
  'video',
  'hooplaSalesPage',
  'form',
];

function random(seedNumber) {
  let state = seedNumber >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function generateDataset({ seedDocuments, pages, seedNumber = 2027 }) {
  const next = random(seedNumber);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const fill = (template, food, place) =>
    template.replace('{food}', food).replace('{place}', place);
  const key = () =>
    Math.floor(next() * 0xffffffffffff)
      .toString(16)
      .padStart(12, '0');

  const published = seedDocuments.filter(
    (document) => document._type === 'page' && !document._id.startsWith('drafts.'),
  );
  const blocks = published.flatMap((page) => page.pageBuilder ?? []);
  const heroes = blocks.filter((block) => block._type === 'hero');
  const byType = CLONED_TYPES.map((type) => blocks.filter((block) => block._type === type)).filter(
    (list) => list.length > 0,
  );
  if (heroes.length === 0 || byType.length === 0)
    throw new Error('The seed dataset has no blocks to build pages from');

  const rewrite = (block, food, place) => {
    const copy = structuredClone(block);
    copy._key = key();
    for (const field of TEXT_FIELDS) {
      if (typeof copy[field] !== 'string') continue;
      copy[field] =
        field === 'heading' || field === 'title'
          ? `${pick(KINDS)}: ${food}`
          : fill(pick(SENTENCES), food, place);
    }
    return copy;
  };

  const generated = [];
  for (let index = 1; index <= pages; index += 1) {
    const food = pick(FOODS);
    const place = pick(PLACES);
    const title = `${pick(KINDS)} med ${food} på ${place}`;
    const extraBlocks = Array.from({ length: 2 + Math.floor(next() * 3) }, () =>
      rewrite(pick(pick(byType)), food, place),
    );
    generated.push({
      _id: `page-generert-${index}`,
      _type: 'page',
      _createdAt: '2026-03-01T10:00:00Z',
      _updatedAt: '2026-03-01T10:00:00Z',
      _rev: `generert${index}`,
      title,
      slug: { _type: 'slug', current: `${slugify(title)}-${index}` },
      description: fill(pick(SENTENCES), food, place),
      menuSlug: { _type: 'slug', current: 'mainmenu' },
      hideFooter: false,
      fixHeader: next() < 0.5,
      pageBuilder: [rewrite(pick(heroes), food, place), ...extraBlocks],
    });
  }
  return [...seedDocuments, ...generated];
}

export function writeNdjson(file, documents) {
  writeFileSync(file, `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '500' },
      out: { type: 'string' },
      seed: { type: 'string', default: 'content/production.ndjson' },
      'seed-number': { type: 'string', default: '2027' },
    },
  });
  if (!values.out) {
    console.error(
      'Usage: node bench/generate-dataset.mjs --pages 500 --out <file.ndjson> [--seed content/production.ndjson]',
    );
    process.exit(2);
  }
  const documents = generateDataset({
    seedDocuments: readNdjson(values.seed),
    pages: Number(values.pages),
    seedNumber: Number(values['seed-number']),
  });
  writeNdjson(values.out, documents);
  console.log(`Wrote ${documents.length} documents to ${values.out}`);
}
