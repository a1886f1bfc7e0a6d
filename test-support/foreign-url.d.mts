export const FOREIGN_URL: RegExp;
