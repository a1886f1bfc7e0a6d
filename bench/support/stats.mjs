export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** value / reference, rounded; null when either side is missing or the reference is 0. */
export function ratio(value, reference) {
  if (typeof value !== 'number' || typeof reference !== 'number' || reference === 0) return null;
  return Math.round((value / reference) * 100) / 100;
}
