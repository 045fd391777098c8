/** How long typing must pause before a list follows its search box. */
export const TYPING_PAUSE_MS = 200;

/**
 * A list's search box, followed once typing pauses: the list is not read again at every key.
 * `follow` is given the text the list should now answer.
 */
export class TypingPause {
  readonly #follow: (text: string) => void;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(follow: (text: string) => void) {
    this.#follow = follow;
  }

  /** The box changed: followed once typing pauses. */
  typed(text: string): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#follow(text);
    }, TYPING_PAUSE_MS);
  }

  /** Followed now if it is still waited for (what an export reads must match the box). */
  settle(text: string): void {
    if (this.#timer === undefined) return;
    this.cancel();
    this.#follow(text);
  }

  /** What was typed is no longer waited for (the filters were cleared). */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
