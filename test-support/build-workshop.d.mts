export const BUILD_WORKSHOP_VARIABLE: string;
export function buildWorkshopDir(env?: Record<string, string | undefined>): string | undefined;
export function buildInWorkshop<T>(
  workshopDir: string,
  distDir: string,
  build: (workshopDir: string) => Promise<T>,
  options?: { lockWaitMs?: number },
): Promise<T>;
