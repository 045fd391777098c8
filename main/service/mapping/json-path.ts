/**
 * The service's 400 problem names fields by JSON path (`$.discount.items[1].date`); the app's
 * forms name them by dot path (`discount.bands.1.date`). Shared by the per-resource mappings.
 */

/** Form path for "the form as a whole". */
export const FORM_LEVEL = '_';

/**
 * Splits `$.discount.items[1].date` (also `discount.items.1.date`, `$['payer']['name']`) into
 * segments; property names are compared case-insensitively because ASP.NET-style services
 * echo the request's spelling (`$.Amount`) or their own (`$.amount`).
 */
export function wireSegments(wirePath: string): string[] {
  return wirePath
    .replace(/^\$\.?/, '')
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '');
}
