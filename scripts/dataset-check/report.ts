import type { Issue } from './issues';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The check's summary for a person: one block per document, one line per problem. */
export function formatReport(issues: Issue[], documentCount: number, source: string): string {
  if (issues.length === 0) return `${source}: ${plural(documentCount, 'document')} OK`;
  const byDocument = new Map<string, Issue[]>();
  for (const issue of issues) {
    byDocument.set(issue.documentId, [...(byDocument.get(issue.documentId) ?? []), issue]);
  }
  const blocks = [...byDocument].map(([documentId, documentIssues]) =>
    [
      documentId,
      ...documentIssues.map(({ path, message, code }) => `  ${path}: ${message} [${code}]`),
    ].join('\n'),
  );
  const summary = `${source}: ${plural(issues.length, 'problem')} in ${plural(byDocument.size, 'document')} (of ${documentCount})`;
  return [summary, '', ...blocks, ''].join('\n');
}
