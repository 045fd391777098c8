import {
  AppFailure,
  boletoInputSchema,
  installmentYourNumber,
  issuesToFields,
  pixDueDateInputSchema,
  planInstallments,
  type BoletoInputParsed,
  type InstallmentResult,
  type PixDueDateInputParsed,
  type InstallmentsInputParsed,
  type InstallmentsResult,
  type PlannedInstallment,
} from '../../../preload/contract/index.ts';
import type { AppContext } from '../context.ts';
import { boletoCreate } from '../boletos/boleto-create.write.ts';
import { pixDueDateCreate } from '../pix/pix-due-date-create.write.ts';
import { resolveWrite, runWrite } from '../pipeline/pipeline.ts';
import { writeDescriptors } from '../pipeline/registry.ts';

/** The boleto of one installment, as the boleto form would send it. */
function boletoOf(input: InstallmentsInputParsed, planned: PlannedInstallment) {
  return boletoInputSchema.safeParse({
    type: input.boletoType,
    wallet: '112',
    yourNumber: installmentYourNumber(input.yourNumber, planned.number, input.count),
    dueDate: planned.dueDate,
    amountCents: planned.amountCents,
    payer: input.payer,
  });
}

/** The due-date Pix code of one installment, as the due-date form would send it. */
function pixOf(input: InstallmentsInputParsed, planned: PlannedInstallment) {
  const address = input.payer.address!;
  const label = installmentYourNumber(input.yourNumber, planned.number, input.count);
  return pixDueDateInputSchema.safeParse({
    amountCents: planned.amountCents,
    dueDate: planned.dueDate,
    payer: { name: input.payer.name, document: input.payer.document },
    address: {
      cityName: address.city,
      zipCode: address.zipCode,
      state: address.state,
      street: address.publicPlace,
    },
    description: input.description ? `${input.description} ${label}`.slice(0, 140) : label,
  });
}

/**
 * Issues the installments one after the other, each an ordinary creation through the one
 * write pipeline (its own correlationId, recorded in the outbox before it leaves). The first
 * that is not created stops the rest: the owner is told which were created, which were not,
 * and retries only those (`only`), so none is ever created twice.
 */
export async function createInstallments(
  ctx: AppContext,
  input: InstallmentsInputParsed,
): Promise<InstallmentsResult> {
  const plan = planInstallments(input);
  // Every installment is checked by its kind's own rules before the first one is sent: a
  // carnê never stops halfway on a rule that was known from the start.
  const writes = plan.map((planned) => {
    const checked = input.kind === 'boleto' ? boletoOf(input, planned) : pixOf(input, planned);
    if (!checked.success)
      throw new AppFailure('validation', 'Some fields are not valid.', {
        fields: issuesToFields(checked.error.issues),
      });
    return checked.data;
  });
  const unknown = new Map(input.unknown.map((u) => [u.number, u.correlationId]));
  const wanted = input.only ? new Set([...input.only, ...unknown.keys()]) : null;
  const items: InstallmentResult[] = [];
  let stopped = false;
  for (const planned of plan) {
    const base = { ...planned, correlationId: null, error: null };
    if (wanted !== null && !wanted.has(planned.number)) {
      items.push({ ...base, outcome: 'not_requested' });
      continue;
    }
    if (stopped) {
      items.push({ ...base, outcome: 'skipped' });
      continue;
    }
    try {
      const identity = unknown.get(planned.number);
      const correlationId =
        identity !== undefined
          ? await settleUnknown(ctx, input, identity)
          : await create(ctx, input.kind, writes[planned.number - 1]!);
      items.push({ ...base, outcome: 'created', correlationId });
    } catch (error) {
      stopped = true;
      const failure =
        error instanceof AppFailure
          ? error
          : new AppFailure('internal', (error as Error).message ?? 'Unexpected failure.');
      const earlier = unknown.get(planned.number);
      // The pipeline says an open outcome one way: `unknown_outcome`.
      const open = earlier !== undefined || failure.error.code === 'unknown_outcome';
      const identity = earlier ?? failure.error.params?.['correlationId'];
      items.push({
        ...base,
        outcome: open ? 'unknown' : 'failed',
        correlationId: open && typeof identity === 'string' ? identity : null,
        error: failure.error,
      });
    }
  }
  return { kind: input.kind, items };
}

async function create(
  ctx: AppContext,
  kind: InstallmentsInputParsed['kind'],
  write: BoletoInputParsed | PixDueDateInputParsed,
): Promise<string> {
  const view =
    kind === 'boleto'
      ? await runWrite(ctx, boletoCreate, write as BoletoInputParsed)
      : await runWrite(ctx, pixDueDateCreate, write as PixDueDateInputParsed);
  return view.correlationId;
}

/**
 * Settles an installment whose creation may have happened, by its correlationId only: as the
 * outbox does (read back; the same recorded request when the bank never saw it), or from the
 * cache when it was settled meanwhile. Returns the correlationId once it exists.
 */
async function settleUnknown(
  ctx: AppContext,
  input: InstallmentsInputParsed,
  correlationId: string,
): Promise<string> {
  const session = ctx.session();
  const entry = session.outbox.getByIdentity(correlationId);
  if (entry !== null) {
    await resolveWrite(ctx, writeDescriptors[entry.kind], entry);
    return correlationId;
  }
  const cached =
    input.kind === 'boleto'
      ? session.boletos.getBoleto(correlationId)
      : session.pix.getPixCode(correlationId);
  if (cached !== null) return correlationId;
  throw new AppFailure('not_found', 'This installment is neither pending nor created.', {
    key: 'error.installments.not_pending',
  });
}
