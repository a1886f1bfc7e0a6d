/** Next's FileSystemCache with unknown slugs' 404s kept out (lib/cache/late-not-found.mjs). */
export default class DiskCacheHandler {
  constructor(context: {
    fs: unknown;
    flushToDisk: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, ctx: { kind: string }): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}
