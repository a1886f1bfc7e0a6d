// @ts-check
/**
 * A request to any host but this machine's. A regular expression, not a function: Playwright
 * hands a route's expression to the browser, which then pauses only the requests that match. A
 * function can only be asked in the test's process, so with one every request of every page
 * (each script, stylesheet, font, image) would wait for a round trip to it.
 */
export const FOREIGN_URL =
  /^(?:https?|wss?):\/\/(?!(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\])(?::\d+)?\/)/;
