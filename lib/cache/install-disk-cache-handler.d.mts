export declare const CACHE_HANDLERS_SYMBOL: symbol;
export declare function installDiskCacheHandler(): void;
