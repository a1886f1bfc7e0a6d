/** HubSpot refused the submission (4xx other than 429); retrying will not help. */
export class HubSpotRejectedError extends Error {
  constructor(
    readonly status: number,
    /** HubSpot's own error messages and types, for the log. */
    readonly messages: string[],
    readonly errorTypes: string[],
  ) {
    super(
      `HubSpot rejected the form submission with ${status}: ${messages.join('; ') || 'no details'}. ` +
        rejectionHint(status),
    );
    this.name = 'HubSpotRejectedError';
  }
}

/** HubSpot could not be reached or kept failing (429, 5xx, timeouts) within the time budget. */
export class HubSpotUnavailableError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastProblem: string,
  ) {
    super(
      `HubSpot form submission failed after ${attempts} attempt(s); last problem: ${lastProblem}. The visitor was asked to try again.`,
    );
    this.name = 'HubSpotUnavailableError';
  }
}

function rejectionHint(status: number): string {
  if (status === 400)
    return 'Check that the HubSpot form has the fields firstname, lastname, company, email and message.';
  if (status === 404) return 'Check HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID.';
  if (status === 401 || status === 403) return 'Check that the form accepts API submissions.';
  return 'Check the HubSpot form configuration.';
}
