import { AppFailure, type SplitInstructionInputParsed } from '../../../preload/contract/index.ts';
import { splitPayment, splitRuleIssue } from '../../domain/split.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { instructionOfForm, ruleOfForm } from './split-mapping.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { splitAdd } from './split-add.write.ts';
import { splitCreate } from './split-create.write.ts';
import { splitUpdate } from './split-update.write.ts';

type SplitHandlers = Pick<
  HandlerTable,
  | 'split:list'
  | 'split:create-configuration'
  | 'split:add-instruction'
  | 'split:update-instruction'
  | 'split:preview'
>;

/**
 * `EXTERNAL` is accepted by the bank without checking the account, and the spec says it is
 * not for production: refused on a production profile, on its field, before anything is sent.
 */
function refuseExternalInProduction(
  ctx: AppContext,
  items: readonly { item: SplitInstructionInputParsed; path: string }[],
): void {
  if (ctx.session().kind !== 'production') return;
  const fields = Object.fromEntries(
    items
      .filter(({ item }) => item.transferType === 'EXTERNAL')
      .map(({ path }) => [path, [{ key: 'v.split_rule.external_production' }]]),
  );
  if (Object.keys(fields).length > 0) {
    throw new AppFailure('validation', 'EXTERNAL is not for production accounts.', { fields });
  }
}

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const splitWrites = {
  'split:create-configuration': splitCreate,
  'split:add-instruction': splitAdd,
  'split:update-instruction': splitUpdate,
} satisfies FeatureWrites;

export function splitHandlers(ctx: AppContext): SplitHandlers {
  return {
    'split:list': () => ctx.session().split.list(),

    // Every split write runs through the one write pipeline (../writes/pipeline.ts).
    'split:create-configuration': async ({ instructions }) => {
      refuseExternalInProduction(
        ctx,
        instructions.map((item, i) => ({ item, path: `instructions.${i}.transferType` })),
      );
      // The bank takes only the account of the credentials: where the payments arrive.
      const { accountId } = await ctx.session().clientConfig();
      return runWrite(ctx, splitCreate, {
        bankAccountNumber: accountId,
        instructions: instructions.map(instructionOfForm),
      });
    },

    'split:add-instruction': ({ configurationId, ...item }) => {
      refuseExternalInProduction(ctx, [{ item, path: 'transferType' }]);
      return runWrite(ctx, splitAdd, { configurationId, instruction: instructionOfForm(item) });
    },

    'split:update-instruction': ({ configurationId, instructionId, ...rule }) => {
      const configuration = ctx.session().split.get(configurationId);
      const instruction = configuration?.instructions.find((i) => i.id === instructionId);
      if (!instruction) {
        throw new AppFailure('not_found', 'No such split instruction on this computer.', {
          key: 'error.split.not_found',
        });
      }
      return runWrite(ctx, splitUpdate, {
        configurationId,
        instructionId,
        rule: ruleOfForm(rule),
        beneficiaryNumber: instruction.beneficiary.number,
      });
    },

    // The domain's own arithmetic, the one the bank (the local sandbox) distributes with.
    'split:preview': ({ paymentCents, rules }) => {
      const fields = Object.fromEntries(
        rules.flatMap((rule, i) => {
          const issue = splitRuleIssue(rule);
          return issue ? [[`rules.${i}`, [{ key: `v.split_rule.${issue}` }]]] : [];
        }),
      );
      if (Object.keys(fields).length > 0) {
        throw new AppFailure('validation', 'A rule cannot be previewed.', { fields });
      }
      const outcome = splitPayment(
        paymentCents,
        rules.map((rule, id) => ({ id, rule })),
      );
      return {
        paymentCents: outcome.paymentCents,
        shares: outcome.shares.map((share) => ({
          rule: rules[share.id]!,
          amountCents: share.amountCents,
          skipped: share.skipped ?? null,
        })),
        distributedCents: outcome.distributedCents,
        keptCents: outcome.keptCents,
      };
    },
  };
}
