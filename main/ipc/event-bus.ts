import { events, type EventName, type EventPayload } from '../../preload/contract/index.ts';

type Listener = (name: EventName, payload: unknown) => void;

/**
 * Main → renderer notifications. Producers emit typed payloads; each transport subscribes
 * once and forwards. Payloads are checked against the contract before they leave.
 */
export class EventBus {
  #listeners = new Set<Listener>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const checked = events[name].parse(payload);
    for (const listener of this.#listeners) listener(name, checked);
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
