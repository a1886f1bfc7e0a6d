type Document = { _id: string; _type: string; [field: string]: unknown };
export declare const PAGE_TYPES: { type: string }[];
export declare function probePages(documents: Document[]): {
  pages: { type: string; route: string }[];
  missing: string[];
};
export declare function eventPagePath(slug: string): string;
