import type { AppError, Channel } from '../../../preload/contract/index.ts';

/**
 * What the window does when main refuses a call for want of the owner's passcode (clerk mode):
 * ask the owner for it — main opens the next call of that channel — and say whether the call
 * may be sent again. The roles feature sets it (its passcode dialog); until then, and in
 * tests, a refusal comes back as it is.
 */
export type OwnerGate = (channel: Channel, refusal: AppError) => Promise<boolean>;

let gate: OwnerGate | null = null;

/** Sets the gate; returns the function that takes it away again. */
export function setOwnerGate(next: OwnerGate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}

export function ownerGate(): OwnerGate | null {
  return gate;
}
