import type { ContactStatus } from './store/types';

// The retention settings are read in lib/env/contact-retention.ts.
export {
  DEFAULT_RETENTION,
  readContactRetention,
  RETENTION_VARIABLES,
  type ContactRetention,
} from '@/lib/env/contact-retention';

/** The statuses retention applies to (see lib/env/contact-retention.ts). */
export const RETAINED_STATUSES = [
  'delivered',
  'quarantined',
  'dead',
] as const satisfies readonly ContactStatus[];
