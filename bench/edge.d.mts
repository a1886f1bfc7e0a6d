export declare function staticFileOf(pageUrl: string): Promise<string>;
