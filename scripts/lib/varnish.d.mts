export function vclForBackend(backendPort: number, file?: string): string;
export function vclForFleet(
  backendPorts: [number, number],
  siteVclFile: string,
  file?: string,
): string;
export function startVarnish(
  options:
    | { backendPort: number; backendPorts?: undefined }
    | { backendPorts: [number, number]; backendPort?: undefined },
): Promise<{ url: string; port: number; stop: () => Promise<void> }>;
