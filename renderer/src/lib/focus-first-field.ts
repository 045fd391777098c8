/**
 * Attached to a form page's `<form>` (`{@attach focusFirstField}`): when the page opens, the
 * focus goes to its first field, so the owner who pressed `n` can start typing at once.
 * After the shell has moved focus to the page (a microtask queued on the route change).
 */
export function focusFirstField(form: HTMLElement): void {
  queueMicrotask(() => {
    if (form.contains(document.activeElement)) return;
    const first = form.querySelector<HTMLInputElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    // A group of radio buttons is entered at its checked one, as Tab would.
    const checked =
      first?.type === 'radio'
        ? form.querySelector<HTMLInputElement>(
            `input[type="radio"][name="${CSS.escape(first.name)}"]:checked`,
          )
        : null;
    (checked ?? first)?.focus();
  });
}
