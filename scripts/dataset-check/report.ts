import { isWarning, type Issue } from './issues';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const documentsOf = (issues: Issue[]) => new Set(issues.map((issue) => issue.documentId)).size;

/** Whether the check fails: any problem that is not a warning. */
export function hasErrors(issues: Issue[]): boolean {
  return issues.some((issue) => !isWarning(issue));
}

/**
 * The check's summary for a person: one block per document, one line per problem; warnings
 * are marked and counted apart, since they do not fail the check.
 */
export function formatReport(issues: Issue[], documentCount: number, source: string): string {
  if (issues.length === 0) return `${source}: ${plural(documentCount, 'document')} OK`;
  const byDocument = new Map<string, Issue[]>();
  for (const issue of issues) {
    byDocument.set(issue.documentId, [...(byDocument.get(issue.documentId) ?? []), issue]);
  }
  const blocks = [...byDocument].map(([documentId, documentIssues]) =>
    [
      documentId,
      ...documentIssues.map(
        (issue) =>
          `  ${issue.path}: ${isWarning(issue) ? 'warning: ' : ''}${issue.message} [${issue.code}]`,
      ),
    ].join('\n'),
  );
  const errors = issues.filter((issue) => !isWarning(issue));
  const warnings = issues.filter(isWarning);
  const warned = warnings.length > 0 ? `, ${plural(warnings.length, 'warning')}` : '';
  const summary =
    errors.length > 0
      ? `${source}: ${plural(errors.length, 'problem')} in ${plural(documentsOf(errors), 'document')} (of ${documentCount})${warned}`
      : `${source}: ${plural(documentCount, 'document')} OK${warned} in ${plural(documentsOf(warnings), 'document')}`;
  return [summary, '', ...blocks, ''].join('\n');
}
