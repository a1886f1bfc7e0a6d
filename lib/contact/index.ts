export {
  handleContactRequest,
  VALIDATION_FAILED,
  type ContactOutcome,
  type ContactHandlerOptions,
} from './submit';
