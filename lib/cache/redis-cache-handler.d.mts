/** The fleet's cache handler on Redis (@fortedigital/nextjs-cache-handler), unknown slugs' 404s kept out. */
export default class SiteCacheHandler {
  constructor(context: { serverDistDir: string; dev?: boolean });
  get(key: string, ctx?: Record<string, unknown>): Promise<{ value: unknown } | null>;
  set(key: string, value: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tag: string | string[]): Promise<void>;
}
