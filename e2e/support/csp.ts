import type { Page } from '@playwright/test';

/** A Content-Security-Policy violation the page reported. */
export type Violation = {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  column: number;
  path: string;
};

/**
 * Collects the page's CSP violations (its `securitypolicyviolation` events, from every document
 * it loads) and the console's policy errors, from the next navigation on.
 */
export async function recordViolations(
  page: Page,
): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: Violation) =>
    violations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: unknown) => void })
        .reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        column: event.columnNumber,
        path: location.pathname,
      });
    });
  });
  return { violations, consoleErrors };
}
