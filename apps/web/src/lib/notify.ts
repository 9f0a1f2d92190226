/**
 * Toasts and simple dialogs for code that cannot use React context (the HTTP
 * display policy, stores) and for modules. The app registers AntD's
 * context-bound APIs once (app/feedback-bridge.tsx); before that, and in unit
 * tests, messages go to the console.
 */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export type NotifyApi = {
  toast: (kind: ToastKind, text: string, options?: { durationMs?: number; key?: string }) => void;
  confirm: (options: { title?: string; content: string; okText?: string; cancelText?: string; onOk?: () => unknown }) => void;
  info: (options: { title: string; content: string; okText?: string; onOk?: () => unknown }) => void;
};

const consoleApi: NotifyApi = {
  toast: (kind, text) => (kind === 'success' || kind === 'info' ? console.info(text) : console.warn(text)),
  confirm: (options) => console.warn(options.content),
  info: (options) => console.info(options.content),
};

let current: NotifyApi = consoleApi;

/** Registers the app's implementation; returns a function restoring the console fallback. */
export const registerNotify = (api: NotifyApi): (() => void) => {
  current = api;
  return () => {
    if (current === api) current = consoleApi;
  };
};

export const notify: NotifyApi = {
  toast: (...args) => current.toast(...args),
  confirm: (...args) => current.confirm(...args),
  info: (...args) => current.info(...args),
};
