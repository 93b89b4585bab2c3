import { createContext, useContext } from 'react';
import type { AlertVariant } from './alert';

/** Spec 002 §2: toasts time out after 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

export interface ToastInput {
  variant?: AlertVariant;
  /** Already translated text. */
  message: string;
}

export interface ToastApi {
  show: (toast: ToastInput) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
