export declare function computeSignature(
  rawBody: string,
  timestamp: number,
  secret: string,
): string;
export declare function signPayload(rawBody: string, secret: string, timestamp?: number): string;
