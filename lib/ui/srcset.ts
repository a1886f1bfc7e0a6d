/**
 * A width-descriptor srcset without the candidates a source cannot fill. Next lists every
 * configured width the `sizes` may need (up to 3840 for `100vw`), whatever the upload's size;
 * any candidate wider than the source delivers the same pixels under another URL, in the HTML
 * and again in the RSC payload. Kept: every candidate up to the source's width and the first
 * one at or above it, which becomes the fallback `src`. Density (`1x, 2x`) srcsets are left as
 * they are.
 */
export function limitSrcSet(
  props: { src?: string; srcSet?: string },
  sourceWidth: number | undefined,
): { src?: string; srcSet?: string } {
  const { src, srcSet } = props;
  if (!srcSet || !sourceWidth || sourceWidth <= 0) return { src, srcSet };
  // Candidate URLs never hold a space: Next joins `<url> <width>w` with ", ".
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url, descriptor = ''] = candidate.split(' ');
    const width = /^(\d+)w$/.exec(descriptor);
    return { candidate, url, width: width ? Number(width[1]) : NaN };
  });
  if (candidates.some((candidate) => Number.isNaN(candidate.width))) return { src, srcSet };
  const firstCovering = candidates.findIndex((candidate) => candidate.width >= sourceWidth);
  if (firstCovering === -1 || firstCovering === candidates.length - 1) return { src, srcSet };
  const kept = candidates.slice(0, firstCovering + 1);
  return {
    src: kept[kept.length - 1].url,
    srcSet: kept.map((candidate) => candidate.candidate).join(', '),
  };
}
