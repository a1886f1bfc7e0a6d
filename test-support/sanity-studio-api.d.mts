export const STAND_IN_EDITOR: { id: string; name: string; email: string; role: string };
export function evaluableQuery(query: string): string;
