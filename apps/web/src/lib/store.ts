import { useSyncExternalStore } from 'react';

/** A minimal external store for client-only UI state (never server state). */
export type ExternalStore<T> = {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** Creates an external store holding `initial`. */
export const createExternalStore = <T>(initial: T): ExternalStore<T> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** Subscribes a component to a store; re-renders when the state changes. */
export const useExternalStore = <T>(store: ExternalStore<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);
