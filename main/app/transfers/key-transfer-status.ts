import type { KeyTransferRoute, SentPayment } from '../../../preload/contract/index.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { getKeyTransfer, getQrCodePayment } from '../../service/payments.ts';
import { neverSeen } from '../pipeline/answer.ts';
import { sentStatusOf } from './key-transfer.write.ts';

type SentStatus = { status: SentPayment['status']; failureReason: string | null };

/** A transfer made through the spec's route, read by its id (`/v1/pix/transfers/{id}`). */
const readSpecTransfer = (client: ServiceClient, id: string): Promise<SentStatus> =>
  getKeyTransfer(client, id).then((t) => ({
    status: sentStatusOf(t.status),
    failureReason: t.failureReason ?? null,
  }));

/** A transfer made through the SDK's route, read by its id (`/baas/api/v2/transfers/{id}`). */
const readSdkTransfer = (client: ServiceClient, id: string): Promise<SentStatus> =>
  getQrCodePayment(client, id).then((p) => ({
    status: p.status,
    failureReason: p.failureReason ?? null,
  }));

/**
 * What the bank says of a transfer to a key now. It is read where the profile sends its
 * transfers; one the bank says it never saw there (its own 404) was made under the other
 * setting — before it changed, or before the lookup existed — and is read on that route.
 */
export async function readKeyTransferStatus(
  client: ServiceClient,
  id: string,
  route: KeyTransferRoute,
): Promise<SentStatus> {
  const [first, second] =
    route === 'sdk-v2' ? [readSdkTransfer, readSpecTransfer] : [readSpecTransfer, readSdkTransfer];
  try {
    return await first(client, id);
  } catch (error) {
    if (!neverSeen(error)) throw error;
    return second(client, id);
  }
}
