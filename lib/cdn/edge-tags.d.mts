export type Header = { key: string; value: string };
export type HeaderRule = { source: string; headers: Header[] };

export declare const SITE_TAG: string;
export declare const PATH_TAG_PREFIX: string;
export declare const CLOUDFLARE_TAG_HEADER: string;
export declare const FASTLY_TAG_HEADER: string;

export declare function canonicalPath(path: string): string;
export declare function pathTag(path: string): string;
export declare function edgeTagHeaderRules(): HeaderRule[];
