// The store as the server uses it: every call that fails (or that the store refuses) is counted by
// its name for /metrics, whatever calls the store has.
import { recordStoreError } from '../metrics';
import type { RatingStore } from './ratings';
import type { GameStore } from './store';

export function countingErrors<S extends GameStore | RatingStore>(store: S): S {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const counted = (err: unknown) => { recordStoreError(String(name)); throw err; };
        try {
          const r: unknown = value.apply(target, args);
          return r instanceof Promise ? r.catch(counted) : r;
        } catch (err) {
          return counted(err);
        }
      };
    },
  });
}
