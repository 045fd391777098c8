import {
  AppFailure,
  isChannel,
  operations,
  validationError,
  type AppError,
  type Channel,
  type OutputOf,
  type ParsedInputOf,
  type Result,
} from '../../preload/contract/index.ts';

/** What a handler may know about its caller. Transports fill it in after the sender check. */
export interface CallContext {
  transport: 'electron' | 'web';
}

export type Handler<C extends Channel> = (
  input: ParsedInputOf<C>,
  context: CallContext,
) => Promise<OutputOf<C>> | OutputOf<C>;

/** One handler per contract entry: a missing one is a type error where the table is built. */
export type HandlerTable = { [C in Channel]: Handler<C> };

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
}

/**
 * The steps every call takes, whatever the transport: known channel → input parsed with the
 * contract's schema → handler → output parsed with the contract's schema (which also strips
 * any field the contract does not name, so nothing extra — a secret included — can leak) →
 * `Result`. Nothing throws past this function.
 */
export async function dispatch(
  handlers: HandlerTable,
  channel: unknown,
  rawInput: unknown,
  context: CallContext,
  log: Logger,
): Promise<Result<unknown>> {
  // A caller can send anything as the channel (a number, an object whose toString throws):
  // it is named in no message, only refused.
  if (!isChannel(channel)) {
    return failure({
      code: 'validation',
      message: 'Unknown channel.',
      fields: { channel: [{ key: 'v.invalid' }] },
    });
  }
  const operation = operations[channel];
  let parsed: ReturnType<typeof operation.input.safeParse>;
  try {
    parsed = operation.input.safeParse(rawInput ?? {});
  } catch (error) {
    log.warn(`Input of ${channel} could not be read`, error);
    return failure({
      code: 'validation',
      message: 'The input could not be read.',
      fields: { $: [{ key: 'v.invalid' }] },
    });
  }
  if (!parsed.success) return failure(validationError(parsed.error.issues));

  try {
    const handler = handlers[channel] as Handler<Channel>;
    const value = await handler(parsed.data as ParsedInputOf<Channel>, context);
    const output = operation.output.safeParse(value);
    if (!output.success) {
      log.error(`Handler ${channel} returned a value outside the contract`, output.error.issues);
      return failure({ code: 'internal', message: 'The app produced an unexpected answer.' });
    }
    return { ok: true, value: output.data };
  } catch (error) {
    if (error instanceof AppFailure) return failure(error.error);
    log.error(`Handler ${channel} failed`, error);
    return failure({ code: 'internal', message: 'Something went wrong inside the app.' });
  }
}

function failure(error: AppError): Result<never> {
  return { ok: false, error };
}

export const consoleLogger: Logger = {
  error: (message, detail) => console.error(`[balcao] ${message}`, detail ?? ''),
  warn: (message, detail) => console.warn(`[balcao] ${message}`, detail ?? ''),
  info: (message, detail) => console.info(`[balcao] ${message}`, detail ?? ''),
};
