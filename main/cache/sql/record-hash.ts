import { hash } from 'node:crypto';

/**
 * SHA-256 of a service record's JSON text, base64: how a cache row recognises an unchanged
 * record without comparing fields, so a re-sync of an unchanged history costs no write.
 */
export function hashRecordJson(json: string): string {
  return hash('sha256', json, 'base64');
}
