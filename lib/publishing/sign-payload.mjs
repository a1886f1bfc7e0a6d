// @ts-check
// Plain JavaScript so the content:publish CLI (run by bare Node) and the TypeScript
// webhook code share one signer; the format is the one @sanity/webhook produces.
import { createHmac } from 'node:crypto';

/**
 * The base64url HMAC-SHA256 of `<timestamp>.<raw body>`, without padding.
 * @param {string} rawBody
 * @param {number} timestamp
 * @param {string} secret
 * @returns {string}
 */
export function computeSignature(rawBody, timestamp, secret) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('base64url');
}

/**
 * The `sanity-webhook-signature` header value for a body, as Sanity sends it.
 * @param {string} rawBody
 * @param {string} secret
 * @param {number} [timestamp]
 * @returns {string}
 */
export function signPayload(rawBody, secret, timestamp = Date.now()) {
  return `t=${timestamp},v1=${computeSignature(rawBody, timestamp, secret)}`;
}
