import { z } from 'zod';
import type { Role } from './access';
import type { Language } from './languages';

export { FALLBACK_LANGUAGE, Language, LANGUAGES } from './languages';

/** POST /api/authenticate: the password travels base64-encoded (spec 000 §7). */
export const authenticateRequestSchema = z.object({
  username: z.string().trim().min(1, 'login.form.username.required').max(100),
  password: z.string().min(1, 'login.form.password.required').max(1000),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** The login form as a person fills it (the password in clear, encoded before sending). */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'login.form.username.required'),
  password: z.string().min(1, 'login.form.password.required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const encodePassword = (password: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(password)));

export const decodePassword = (encoded: string): string | null => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

export interface SubscriptionDto {
  subscriptionId: number;
  type: 'PREMIUM' | 'AUTO_IMPORT';
  amount: number;
  subscrDate: string;
  deleted: boolean;
}

/** GET /api/user (spec 000 §3 User). */
export interface CurrentUser {
  idUser: number;
  login: string;
  email: string | null;
  phone: string | null;
  phoneCode: string | null;
  usageName: string | null;
  zipcode: string | null;
  language: Language;
  roles: Role[];
  profile: { name: string; indexUrl: string; functionalities: { code: string }[] };
  profileEndDate: string | null;
  subscriptions: SubscriptionDto[];
  agreedCgu: boolean;
  numberOfConnection: number;
  parameter: { modeAutoImport: string | null };
  budgetInsightInfos: { token: { token: string } | null } | null;
}
