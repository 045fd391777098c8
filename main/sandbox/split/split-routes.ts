import {
  createSplitConfigurationRequestSchema,
  updateSplitInstructionRequestSchema,
} from '../../domain/wire/split.ts';
import { problemReply, validationProblemReply } from '../http/problems.ts';
import { jsonReply, type Reply } from '../http/reply.ts';
import { routesOf, type RequestContext, type Route } from '../http/router.ts';
import { FieldErrors, parseInto } from '../http/validation.ts';
import { parseInstruction, ruleOf } from './split-rules.ts';
import { splitStore, type NewInstruction } from './split-store.ts';

/**
 * Split of payments (service-spec 4.15): create a configuration, add an instruction, change
 * an instruction's type and amount. Every answer is the whole configuration (2.8), 200.
 * Assumptions: `bankAccountNumber` must be the credentials' account (the only one whose
 * payments this bank sees); an empty `instructions` array is accepted (instructions can be
 * added later); a configuration created for an account replaces the one before it for the
 * payments that follow; unknown ids are 404.
 */

const BASE = '/baas/api/v1/split-payments/configurations';

function createConfiguration(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const request = parseInto(createSplitConfigurationRequestSchema, ctx.body, errors);
  const instructions: NewInstruction[] = [];
  if (request) {
    if (request.bankAccountNumber !== ctx.accountId) {
      errors.add(
        '$.bankAccountNumber',
        'must be the account of the credentials (x-service-account-id), where payments arrive.',
      );
    }
    request.instructions.forEach((item, index) => {
      const instruction = parseInstruction(item, ['instructions', index], errors);
      if (instruction) instructions.push(instruction);
    });
  }
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);
  const configuration = splitStore(ctx.store).create(
    ctx.accountId,
    request.bankAccountNumber,
    instructions,
    ctx.now.toISOString(),
  );
  return jsonReply(200, configuration);
}

/** A path id as the number it must be, or undefined (then nothing has that id: 404). */
function idParam(ctx: RequestContext, name: string): number | undefined {
  const text = ctx.params[name] ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

function notFound(ctx: RequestContext, what: string): Reply {
  return problemReply(ctx.traceId, 404, `No split ${what} of this account has this id.`);
}

function addInstruction(ctx: RequestContext): Reply {
  const id = idParam(ctx, 'splitPaymentId');
  const store = splitStore(ctx.store);
  if (id === undefined || !store.get(ctx.accountId, id)) return notFound(ctx, 'configuration');
  const errors = new FieldErrors();
  if (ctx.body === undefined) errors.addSentence('$', 'A non-empty request body is required.');
  const instruction = ctx.body === undefined ? undefined : parseInstruction(ctx.body, [], errors);
  if (!instruction || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);
  return jsonReply(
    200,
    store.addInstruction(ctx.accountId, id, instruction, ctx.now.toISOString()),
  );
}

function updateInstruction(ctx: RequestContext): Reply {
  const id = idParam(ctx, 'splitPaymentId');
  const instructionId = idParam(ctx, 'splitPaymentBeneficiaryId');
  const store = splitStore(ctx.store);
  const configuration = id === undefined ? undefined : store.get(ctx.accountId, id);
  if (!configuration) return notFound(ctx, 'configuration');
  if (!configuration.instructions.some((instruction) => instruction.id === instructionId))
    return notFound(ctx, 'instruction in this configuration');
  const errors = new FieldErrors();
  const request = parseInto(updateSplitInstructionRequestSchema, ctx.body, errors);
  if (request) {
    const rule = ruleOf(request.type, request.amount);
    if (typeof rule === 'string') errors.add('$.amount', rule);
  }
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);
  // transferType and beneficiary, when sent, are not changed (spec 4.15).
  const updated = store.updateInstruction(
    ctx.accountId,
    configuration.id,
    instructionId!,
    { type: request.type, amount: request.amount },
    ctx.now.toISOString(),
  );
  return updated ? jsonReply(200, updated) : notFound(ctx, 'instruction');
}

export const splitRoutes: readonly Route[] = routesOf({
  [BASE]: { POST: createConfiguration },
  [`${BASE}/{splitPaymentId}/beneficiaries`]: { POST: addInstruction },
  [`${BASE}/{splitPaymentId}/beneficiaries/{splitPaymentBeneficiaryId}`]: {
    PATCH: updateInstruction,
  },
});
