import { readFileSync } from 'node:fs';
import type { RunningSandbox } from '../../../main/sandbox/http/server.ts';
import { createServiceClient } from '../../../main/service/http-client.ts';
import { receiveSandboxPix } from '../../../main/service/payments.ts';

/**
 * A Pix arriving on the account of a remote sandbox bank, made with the bank's own sandbox
 * tool (`POST /_sandbox/pix/receive`) straight to the bank: the app under test only learns
 * of it the way an owner would, by the end-to-end id the statement shows.
 */
export async function receiveAtTheBank(
  bank: RunningSandbox,
  amountCents: number,
  payer = { name: 'Maria da Silva', document: '52998224725' },
): Promise<{ endToEndId: string; amountCents: number; paidAt: string }> {
  const client = createServiceClient({
    baseUrl: bank.baseUrl,
    apiKey: bank.apiKey,
    accountId: bank.accountId,
    headerNames: { apiKey: 'x-service-api-key', accountId: 'x-service-account-id' },
    ca: readFileSync(bank.caCert, 'utf8'),
    clientCertificate: {
      certPem: readFileSync(bank.clientCert, 'utf8'),
      keyPem: readFileSync(bank.clientKey, 'utf8'),
    },
  });
  try {
    return await receiveSandboxPix(client, { amountCents, payer });
  } finally {
    await client.close();
  }
}
