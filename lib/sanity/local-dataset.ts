import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { DRAFTS_PREFIX, isPublishedId } from './document-ids';
import type { Perspective } from './types';

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

type LoadedDataset = { key: string; published: SanityDocument[]; drafts: SanityDocument[] };

/** Parses Sanity's NDJSON export form. Errors name the file and the line. */
export function parseNdjson(text: string, fileName: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${fileName}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(
        `Malformed content dataset ${where}: not valid JSON (${(error as Error).message})`,
      );
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error(`Malformed content dataset ${where}: each line must be one JSON object`);
    }
    const document = value as Record<string, unknown>;
    for (const field of ['_id', '_type'] as const) {
      if (typeof document[field] !== 'string' || document[field] === '') {
        throw new Error(`Malformed content dataset ${where}: document has no ${field}`);
      }
    }
    documents.push(document as SanityDocument);
  });
  return documents;
}

/**
 * Drafts overlay their published documents, under the published id, as Sanity's drafts
 * perspective does. Release versions (`versions.<release>.<id>`) belong to neither view: they
 * show only once their release is published.
 */
function overlayDrafts(documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map<string, SanityDocument>();
  for (const document of documents) {
    if (isPublishedId(document._id)) byId.set(document._id, document);
  }
  for (const document of documents) {
    if (document._id.startsWith(DRAFTS_PREFIX)) {
      const publishedId = document._id.slice(DRAFTS_PREFIX.length);
      byId.set(publishedId, { ...document, _id: publishedId });
    }
  }
  return [...byId.values()];
}

let loaded: LoadedDataset | undefined;

/**
 * Loads the dataset, re-reading the file only when its size or modification time changed,
 * so an edited file is picked up by the next query without re-parsing on every request.
 */
export function loadDataset(file: string): LoadedDataset {
  // The dataset path is chosen at run time; do not let the bundler trace the whole project.
  const absolute = path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
  let stats;
  try {
    stats = statSync(absolute);
  } catch {
    throw new Error(
      `Content dataset file not found: ${absolute} (set CONTENT_DATASET_FILE or add content/production.ndjson)`,
    );
  }
  const key = `${absolute}:${stats.size}:${stats.mtimeMs}`;
  if (loaded?.key === key) return loaded;
  const documents = parseNdjson(readFileSync(absolute, 'utf8'), absolute);
  loaded = {
    key,
    // Visitors see published documents only: neither drafts nor release versions.
    published: documents.filter((document) => isPublishedId(document._id)),
    drafts: overlayDrafts(documents),
  };
  return loaded;
}

export async function queryLocalDataset<T>(
  file: string,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<T> {
  const dataset = loadDataset(file);
  const tree = parse(query, { params });
  const result = await evaluate(tree, {
    dataset: perspective === 'drafts' ? dataset.drafts : dataset.published,
    params,
  });
  return (await result.get()) as T;
}
