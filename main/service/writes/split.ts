import type { SplitRule } from '../../domain/split.ts';
import { splitConfigurationSchema } from '../../domain/wire/split.ts';
import type { ServiceClient } from '../http-client.ts';
import {
  CONFIGURATIONS,
  configurationFromWire,
  instructionToWire,
  ruleToWire,
  splitWireToFormPath,
  type SplitConfiguration,
  type SplitInstructionInput,
} from '../split.ts';

/** The split writes (spec 4.15): one request each, no retries. */

/** `POST …/configurations`: a configuration for the account, with its instructions. */
export async function createSplitConfiguration(
  client: ServiceClient,
  input: { bankAccountNumber: string; instructions: SplitInstructionInput[] },
): Promise<SplitConfiguration> {
  const { value } = await client.request({
    method: 'POST',
    path: CONFIGURATIONS,
    body: {
      bankAccountNumber: input.bankAccountNumber,
      instructions: input.instructions.map(instructionToWire),
    },
    schema: splitConfigurationSchema,
    fieldPaths: splitWireToFormPath,
  });
  return configurationFromWire(value);
}

/** `POST …/configurations/{id}/beneficiaries`: one more instruction; the others untouched. */
export async function addSplitInstruction(
  client: ServiceClient,
  configurationId: number,
  input: SplitInstructionInput,
): Promise<SplitConfiguration> {
  const { value } = await client.request({
    method: 'POST',
    path: `${CONFIGURATIONS}/${configurationId}/beneficiaries`,
    body: instructionToWire(input),
    schema: splitConfigurationSchema,
    fieldPaths: splitWireToFormPath,
  });
  return configurationFromWire(value);
}

/** `PATCH …/beneficiaries/{id}`: a new rule (type and amount); transfer and beneficiary stay. */
export async function updateSplitInstruction(
  client: ServiceClient,
  configurationId: number,
  instructionId: number,
  rule: SplitRule,
): Promise<SplitConfiguration> {
  const { value } = await client.request({
    method: 'PATCH',
    path: `${CONFIGURATIONS}/${configurationId}/beneficiaries/${instructionId}`,
    body: ruleToWire(rule),
    schema: splitConfigurationSchema,
    fieldPaths: splitWireToFormPath,
  });
  return configurationFromWire(value);
}
