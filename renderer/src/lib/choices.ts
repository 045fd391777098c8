/** One radio of a `Radios` group. */
export interface Choice<V extends string> {
  value: V;
  label: string;
  testid: string;
}

/**
 * A `Radios` group's options from its values: each labelled by `label`, with the test id
 * `{prefix}-{value}` (`type-BANKSLIP`, `fine-PERCENTAGE`), in the order given.
 */
export function choices<V extends string>(
  prefix: string,
  values: readonly V[],
  label: (value: V, index: number) => string,
): Choice<V>[] {
  return values.map((value, i) => ({
    value,
    label: label(value, i),
    testid: `${prefix}-${value}`,
  }));
}
