import { DRAFTS_PREFIX, isPublishedId, publishedIdOf } from '../../lib/sanity/document-ids';
import {
  festivalDatesProblem,
  venueOverlapProblems,
  venueProblem,
  type FestivalDates,
  type ScheduledEvent,
} from '../../sanity/programme-rules';
import { singletonIds } from '../../sanity/rules';
import type { Issue } from './issues';
import type { DatasetDocument } from './walk';

const EVENT_TYPE = 'programmeEvent';

const refOf = (value: unknown): string | undefined => {
  const ref = (value as { _ref?: unknown } | null | undefined)?._ref;
  return typeof ref === 'string' && ref !== '' ? ref : undefined;
};

/**
 * The generic checks' findings that the programme's own venue check reports in Norwegian
 * (`missing-venue`): an event without a venue, or with one that is not in the dataset.
 */
export function isReplacedByProgrammeCheck(issue: Issue, documents: Map<string, string>): boolean {
  if (documents.get(issue.documentId) !== EVENT_TYPE) return false;
  return (
    (issue.path === 'venue' && issue.code === 'required') ||
    (issue.path === 'venue._ref' && issue.code === 'missing-reference')
  );
}

/** Published documents, with each draft in place of its published copy (what the preview shows). */
function previewOf(documents: DatasetDocument[]): Map<string, DatasetDocument> {
  const view = new Map<string, DatasetDocument>();
  for (const document of documents)
    if (isPublishedId(document._id)) view.set(document._id, document);
  for (const document of documents) {
    if (document._id.startsWith(DRAFTS_PREFIX)) view.set(publishedIdOf(document._id), document);
  }
  return view;
}

/**
 * The programme's cross-document rules (sanity/programme-rules.ts): a venue that exists, the
 * festival's dates (warning), and no two events at one venue at once (warning). A published
 * event is checked against published content, a draft against the preview, as visitors and
 * editors would see them.
 */
export function programmeIssues(documents: DatasetDocument[]): Issue[] {
  const events = documents.filter((document) => document._type === EVENT_TYPE);
  if (events.length === 0) return [];
  const published = documents.filter((document) => isPublishedId(document._id));
  const preview = [...previewOf(documents).values()];
  const venueIds = new Set(
    documents.filter((d) => d._type === 'venue').map((d) => publishedIdOf(d._id)),
  );
  const venueNames = new Map<string, unknown>();
  for (const document of [...published, ...preview]) {
    if (document._type === 'venue') venueNames.set(publishedIdOf(document._id), document.name);
  }
  const festivalIn = (view: DatasetDocument[]): FestivalDates =>
    view.find(
      (d) => d._type === 'siteSettings' && publishedIdOf(d._id) === singletonIds.siteSettings,
    )?.festival as FestivalDates;
  const scheduled = (document: DatasetDocument): ScheduledEvent => {
    const venueRef = refOf(document.venue);
    return {
      id: publishedIdOf(document._id),
      title: document.title,
      start: document.start,
      end: document.end,
      status: document.status,
      venueRef,
      venueName: venueRef ? venueNames.get(venueRef) : undefined,
    };
  };
  const eventsIn = (view: DatasetDocument[]) =>
    view.filter((document) => document._type === EVENT_TYPE).map(scheduled);
  const views = {
    published: { festival: festivalIn(published), events: eventsIn(published) },
    preview: { festival: festivalIn(preview), events: eventsIn(preview) },
  };

  return events.flatMap((document): Issue[] => {
    const issues: Issue[] = [];
    const documentId = document._id;
    const ref = refOf(document.venue);
    const venue = venueProblem(document.venue, ref !== undefined && venueIds.has(ref));
    if (venue) issues.push({ documentId, path: 'venue', code: 'missing-venue', message: venue });
    const view = isPublishedId(documentId) ? views.published : views.preview;
    const dates = festivalDatesProblem(document.start, view.festival);
    if (dates) {
      issues.push({
        documentId,
        path: 'start',
        code: 'outside-festival',
        message: dates,
        severity: 'warning',
      });
    }
    for (const message of venueOverlapProblems(scheduled(document), view.events)) {
      issues.push({
        documentId,
        path: 'start',
        code: 'venue-overlap',
        message,
        severity: 'warning',
      });
    }
    return issues;
  });
}
