export function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string };
