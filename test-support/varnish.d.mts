export const PURGE_TOKEN_PLACEHOLDER: string;
export function siteVcl(purgeToken: string, file?: string): string;
export function vclForBackend(backendPort: number, purgeToken: string, file?: string): string;
export function vclForFleet(
  backendPorts: [number, number],
  siteVclFile: string,
  file?: string,
): string;
export function startVarnish(
  options: (
    | { backendPort: number; backendPorts?: undefined }
    | { backendPorts: [number, number]; backendPort?: undefined }
  ) & { purgeToken?: string },
): Promise<{ url: string; port: number; purgeToken: string; stop: () => Promise<void> }>;
