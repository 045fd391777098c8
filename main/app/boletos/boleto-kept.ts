import type { BoletoView } from '../../../preload/contract/index.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import { getBoleto } from '../../service/boletos.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * What every write of a boleto (issue, cancel, new due date) does alike: an unknown outcome is
 * read back by the boleto's correlationId, the bank's record replaces the one the cache keeps,
 * and the owner is shown the boleto as the cache then has it.
 */
export const boletoKept = {
  read: (client: ServiceClient, request: { correlationId: string }): Promise<BoletoRecord> =>
    getBoleto(client, request.correlationId),
  cache: (session: ProfileSession, record: BoletoRecord, syncedAt: string): void => {
    session.boletos.upsertBoletos([record], syncedAt);
  },
  view: (session: ProfileSession, _identity: string, record: BoletoRecord): BoletoView =>
    session.boletos.getBoleto(record.correlationId)!,
};
