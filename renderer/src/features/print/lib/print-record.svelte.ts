import { onMount } from 'svelte';
import type { AppError, BusinessDetails, Result } from '../../../../../preload/contract/index.ts';
import { loadBusiness } from './business.ts';

/**
 * One record to print and the business it is printed for, read together when the page opens
 * (and again on "try again"). From the cache: a record prints as it was last read, with the
 * bank reachable or not. Called at a print page's start.
 */
export function printRecord<T>(read: () => Promise<Result<T>>) {
  let value = $state.raw<T | null>(null);
  let error = $state.raw<AppError | null>(null);
  let loading = $state(true);
  let details = $state.raw<BusinessDetails | null>(null);

  async function load() {
    loading = true;
    const [result, business] = await Promise.all([read(), loadBusiness()]);
    details = business;
    loading = false;
    if (result.ok) {
      value = result.value;
      error = null;
    } else {
      error = result.error;
    }
  }

  onMount(() => {
    void load();
  });

  return {
    get value() {
      return value;
    },
    get error() {
      return error;
    },
    get loading() {
      return loading;
    },
    get details() {
      return details;
    },
    load,
  };
}

/** A print page's record as `printRecord` reads it. */
export type PrintRecord<T> = ReturnType<typeof printRecord<T>>;
