/**
 * Returns on the first millisecond after the current one (a busy wait of at most about one
 * millisecond), so the event that follows is stamped strictly later than the one before:
 * caches compare Date.now() stamps, and two steps within one millisecond would tie.
 */
export function nextMillisecond(): void {
  const now = Date.now();
  while (Date.now() === now) {
    // spin: a timer would wait far longer than the millisecond needed
  }
}
