// Next's own cache on disk (one instance, no REDIS_URL), with one change: a late page's 404 for
// a slug that never had a page is not stored (lib/cache/late-not-found.mjs). Everything else is
// Next's FileSystemCache as it ships.
import { createRequire } from 'node:module';
import { shouldStore } from './late-not-found.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default class DiskCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    const store = await shouldStore(key, data, () => this.get(key, { kind: 'APP_PAGE' }));
    if (!store) return;
    return super.set(key, data, ctx);
  }
}
