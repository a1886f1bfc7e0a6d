export {
  formatLogLine,
  levelForStatus,
  logEvent,
  type LogFields,
  type LogLevel,
  type LogLine,
} from './log-event';
export { REDACTED } from './sanitize';
