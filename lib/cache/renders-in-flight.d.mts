/** The earliest time a render in flight for each cache key can have begun (./renders-in-flight.mjs). */
export class RenderStarts {
  noteRead(key: string, willRender: boolean, at: number): void;
  take(key: string): number | undefined;
}
/** This process's one record, shared by every copy of the module. */
export function processRenderStarts(): RenderStarts;
export function entryTags(
  value: { kind?: string; headers?: Record<string, unknown> } | null | undefined,
  ctx: { tags?: string[]; softTags?: string[] } | undefined,
): string[];
export function isPastRevalidate(
  entry: {
    lastModified?: number;
    lifespan?: { staleAt: number } | null;
    cacheControl?: { revalidate?: number | false };
    value?: { kind?: string; revalidate?: number | false } | null;
  },
  ctx: { revalidate?: number | false } | undefined,
  now: number,
): boolean;
