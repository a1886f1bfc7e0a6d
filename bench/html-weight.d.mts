export type HtmlWeight = {
  rawBytes: number;
  gzipBytes: number;
  inlineRscBytes: number;
  markupBytes: number;
};
export declare function measureHtml(html: string): HtmlWeight;
export declare function inlinePayloadText(html: string): string;
export declare function htmlWeights(
  distDir: string,
  routes: string[],
): (HtmlWeight & { route: string; rscFileBytes: number | undefined })[];
