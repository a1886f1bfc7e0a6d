export type CostVariant = {
  name: string;
  adds: string;
  slug?: boolean;
  headers?: boolean;
  rewrites?: boolean;
  handler?: boolean;
  heavy?: boolean;
};
export declare const CONTENT_PATH: string;
export declare const VARIANTS: CostVariant[];
export declare function variantFiles(
  variant: CostVariant,
  siteRoot: string,
): Record<string, string>;
