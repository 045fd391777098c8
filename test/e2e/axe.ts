import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical accessibility findings of axe on the page, or on the part `within`
 * selects, as readable lines (rule and where). The scan must have looked at something: a blank
 * page passes no rule, so a few passes are required before its silence counts.
 */
export async function seriousFindings(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  expect(results.passes.length).toBeGreaterThan(within ? 3 : 10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
