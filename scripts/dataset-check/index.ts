export { checkDataset } from './check-dataset';
export { formatReport, hasErrors } from './report';
export type { Issue, IssueCode } from './issues';
export type { ExtractedSchema } from './schema';
export type { DatasetDocument } from './walk';
