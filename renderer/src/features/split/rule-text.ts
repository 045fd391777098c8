import type { Locale, SplitRuleView } from '../../../../preload/contract/index.ts';
import { formatPercent, money } from '../../lib/format.ts';

/** A rule as the owner reads it: `5%` or `R$ 2,00`. */
export function ruleText(rule: SplitRuleView, locale: Locale): string {
  return rule.type === 'FIXED'
    ? money(rule.amountCents, locale)
    : formatPercent(rule.percent, locale);
}
