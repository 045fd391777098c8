import { printHref, type PrintRoute } from '../../../lib/print-route.ts';

/**
 * The route as `print:render` accepts it: `encodeURIComponent` leaves `!'()*~` as they are,
 * which the route's pattern refuses; the print page decodes their escapes just the same.
 */
export function renderableHref(route: PrintRoute): string {
  return printHref(route).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A file name a save dialog accepts on every system: letters, digits, `.`, `-` and `_`. */
export function pdfFileName(base: string): string {
  const safe = base
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `${safe || 'balcao'}.pdf`;
}
