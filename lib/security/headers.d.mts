export type SecurityOptions = { hooplaSalesUrl?: string; sanityApiHost?: string; dev?: boolean };
export type Header = { key: string; value: string };
export type HeaderRule = {
  source: string;
  has?: { type: 'cookie'; key: string }[];
  headers: Header[];
};
export type CspDirectives = Record<string, string[]>;

export declare const SANITY_CDN_ORIGIN: string;
export declare const YOUTUBE_FRAME_ORIGIN: string;
export declare const VIMEO_FRAME_ORIGIN: string;
export declare const DRAFT_MODE_COOKIE: string;
export declare const SANITY_STUDIO_SCRIPT_ORIGIN: string;
export declare const SANITY_STUDIO_FONT_ORIGIN: string;

export declare function hooplaFrameSource(template: string | undefined): string;
export declare function readSecurityOptions(
  env?: Record<string, string | undefined>,
): SecurityOptions;
export declare function siteCspDirectives(
  options?: SecurityOptions,
  overrides?: { frameAncestors?: string[]; extraConnect?: string[] },
): CspDirectives;
export declare function studioCspDirectives(options?: SecurityOptions): CspDirectives;
export declare function contentSecurityPolicy(options?: SecurityOptions): string;
export declare function permissionsPolicy(options?: SecurityOptions): string;
export declare function securityHeaders(options?: SecurityOptions): Header[];
export declare function securityHeaderRules(options?: SecurityOptions): HeaderRule[];
