/** Every kind of problem the dataset check reports; tests assert on these codes. */
export type IssueCode =
  | 'invalid-document'
  | 'duplicate-id'
  | 'unknown-type'
  | 'singleton-id'
  | 'unknown-field'
  | 'wrong-type'
  | 'invalid-value'
  | 'required'
  | 'one-of'
  | 'missing-key'
  | 'format'
  | 'image-alt'
  | 'missing-reference'
  | 'draft-reference'
  | 'wrong-reference-type'
  | 'slug-format'
  | 'duplicate-slug'
  | 'reserved-slug'
  | 'redirect-self'
  | 'redirect-cycle'
  | 'out-of-range'
  | 'event-times'
  | 'status-note'
  | 'too-long'
  | 'missing-venue'
  | 'outside-festival'
  | 'venue-overlap'
  | 'missing-slug-target'
  | 'missing-translation'
  | 'cross-language-link'
  | 'translation-missing-document'
  | 'translation-language'
  | 'duplicate-singleton';

/**
 * One problem: the document's `_id`, the field's path inside it (Sanity's path syntax), what is
 * wrong. A warning (the studio's yellow marker) is reported but does not fail the check.
 */
export type Issue = {
  documentId: string;
  path: string;
  code: IssueCode;
  message: string;
  severity?: 'warning';
};

export const isWarning = (issue: Issue) => issue.severity === 'warning';
