export function vclForBackend(backendPort: number, file?: string): string;
export function startVarnish(options: {
  backendPort: number;
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>;
