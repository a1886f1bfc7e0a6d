export declare const ORGANIZATION_PLACEHOLDER: string;
export declare const DEFAULT_HOOPLA_SALES_URL: string;
export declare function checkHooplaSalesUrlTemplate(
  raw: string | undefined,
  placeholderLabel?: string,
): { template: string; probe: URL };
