import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AppFailure,
  maskPixKey,
  type PixKeyDeleted,
  type PixKeyEntryType,
} from '../../../preload/contract/index.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { listPixKeys, type DeletePixKeyInput } from '../../service/pix-keys.ts';
import { deletePixKey } from '../../service/writes/pix-keys.ts';
import { neverSeen } from '../pipeline/answer.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** The key to delete, as the list showed it. */
export interface PixKeyDeleteWriteInput {
  key: string;
  entryType: PixKeyEntryType;
}

/** What the bank's list says of the key: the deletion is done when it no longer lists it. */
interface KeyAtTheBank {
  key: string;
  stillListed: boolean;
}

const acceptedSchema: z.ZodType<KeyAtTheBank> = z.object({
  key: z.string(),
  stillListed: z.boolean(),
});

async function atTheBank(client: ServiceClient, key: string): Promise<KeyAtTheBank> {
  const listed = await listPixKeys(client);
  return { key, stillListed: listed.some((entry) => entry.key === key) };
}

function stillThere(): AppFailure {
  return new AppFailure('unknown_outcome', 'The bank said yes, but the key is still listed.', {
    key: 'error.pix_key.delete_unknown_outcome',
  });
}

/**
 * The deletion, then the list read once. The bank's own 404 (it holds no such key) means the
 * key is gone already — an earlier attempt, or a deletion made elsewhere — which is what the
 * owner asked for. A 2xx whose key is still listed (a gateway's 200 before the bank saw the
 * request) is no answer; nor is a list that cannot be read after a deletion the bank may have
 * made: both leave the outcome open (never "not sent"), and the pipeline reads the list back.
 */
async function send(client: ServiceClient, request: DeletePixKeyInput): Promise<KeyAtTheBank> {
  try {
    await deletePixKey(client, request);
  } catch (error) {
    if (!neverSeen(error)) throw error;
  }
  let held: KeyAtTheBank;
  try {
    held = await atTheBank(client, request.key);
  } catch {
    throw stillThere();
  }
  if (held.stillListed) throw stillThere();
  return held;
}

/**
 * Deleting one of the account's Pix keys (`DELETE /baas/api/v1/pix/dict/entries`, an SDK
 * route). No money moves, but it changes how the account receives money — payments to the key
 * stop arriving — so it is the owner's, and runs through the one write pipeline: its
 * `IdempotencyKey` (a GUID) is made once per intent and recorded with the request before it
 * leaves. An unknown outcome is settled by reading the bank's list back: the key absent → done;
 * still listed → the SAME request with the same key is sent again (the bank deletes once).
 */
export const pixKeyDelete: WriteDescriptor<
  PixKeyDeleteWriteInput,
  DeletePixKeyInput,
  KeyAtTheBank,
  PixKeyDeleted
> = {
  kind: 'pix-key:delete',
  presentation: { words: 'pix-key-delete', opens: 'pix-keys' },
  resource: 'pix-keys',
  movesMoneyOut: false,
  newIdentity: () => randomUUID(),
  request: (input, idempotencyKey) => ({
    entryType: input.entryType,
    key: input.key,
    idempotencyKey,
  }),
  summary: (input) => ({
    amountCents: 0,
    label: `Pix ${input.entryType} ${maskPixKey(input.key, input.entryType)}`,
    dated: null,
  }),
  send,
  resolution: {
    how: 'read-back',
    read: (client, request) => atTheBank(client, request.key),
    isSameRecord: (held) => !held.stillListed,
    differs: 'resend',
  },
  acceptedSchema,
  cache: (session, held) => session.pixKeys.remove(held.key),
  view: (_session, _identity, held) => ({ key: held.key }),
  unknownOutcome: {
    key: 'error.pix_key.delete_unknown_outcome',
    message:
      'The Pix key may or may not have been deleted; checking reads the bank’s list and, if the key is still there, deletes it again with the same request.',
  },
};
