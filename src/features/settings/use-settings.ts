import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type { Language } from '../../../contract/languages';
import type { Preferences, PreferencesDto } from '../../../contract/settings';
import { useToast } from '../../components/toast-context';
import { chooseLanguage, currentLanguage } from '../../lib/language';
import { errorMessageKey } from '../../lib/messages';
import { authKeys, useRefreshSession, type Session } from '../auth/use-auth';
import {
  deleteAccount,
  fetchAccounts,
  fetchCurrencies,
  fetchPreferences,
  fetchUserDetails,
  savePreferences,
  saveUserDetails,
  confirmEmail,
  updateEmail,
  updateLogin,
  updatePassword,
  updatePhone,
} from './settings-api';

/** Query keys of the settings area (/parameters). */
export const settingsKeys = {
  all: ['settings'] as const,
  details: () => [...settingsKeys.all, 'details'] as const,
  preferences: () => [...settingsKeys.all, 'preferences'] as const,
  currencies: () => [...settingsKeys.all, 'currencies'] as const,
  accounts: () => [...settingsKeys.all, 'accounts'] as const,
};

const preferencesQuery = { queryKey: settingsKeys.preferences(), queryFn: fetchPreferences };

export const useUserDetails = () =>
  useQuery({ queryKey: settingsKeys.details(), queryFn: fetchUserDetails });

export const usePreferences = () => useQuery(preferencesQuery);

export const useCurrencies = () =>
  useQuery({ queryKey: settingsKeys.currencies(), queryFn: fetchCurrencies, staleTime: Infinity });

export const useAccountChoices = () =>
  useQuery({ queryKey: settingsKeys.accounts(), queryFn: fetchAccounts });

export function useSaveUserDetails() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: saveUserDetails,
    onSuccess: async (_, details) => {
      queryClient.setQueryData(settingsKeys.details(), details);
      await refreshSession();
    },
  });
}

export type CredentialField = 'login' | 'email';

const SAVE_CREDENTIAL = {
  login: (login: string, password: string) => updateLogin({ login, password }),
  email: (email: string, password: string) => updateEmail({ email, password }),
};

/**
 * Changes the login or the email, confirmed by the current password. The session is refreshed
 * without waiting, so that the caller's own callbacks run before the form shows the new value.
 */
export function useUpdateCredential(field: CredentialField) {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: ({ value, password }: { value: string; password: string }) =>
      SAVE_CREDENTIAL[field](value, password),
    onSuccess: () => void refreshSession(),
  });
}

/** UserAlreadyExistException on the email field: worded for an address, not a username. */
export const EMAIL_TAKEN = 'param.email.taken';

/** Confirms a new address with the code of the link mailed to it. */
export function useConfirmEmail() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => void refreshSession() });
}

/** The server also renews the session cookie: nothing else to do here. */
export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });

export function useUpdatePhone() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: updatePhone, onSuccess: () => void refreshSession() });
}

/** Deleting the account; the caller shows the farewell, then ends the session. */
export const useDeleteAccount = (idUser: number) =>
  useMutation({
    mutationFn: (request: Parameters<typeof deleteAccount>[1]) => deleteAccount(idUser, request),
  });

/** The session's user speaks `language` (the auth provider switches the interface to it). */
function setAccountLanguage(queryClient: QueryClient, language: Language) {
  queryClient.setQueryData<Session>(authKeys.session(), (session) =>
    session?.user ? { ...session, user: { ...session.user, language } } : session,
  );
}

/** Records what the server saved: the form follows, and so does the session's language. */
function useKeepPreferences() {
  const queryClient = useQueryClient();
  return (saved: PreferencesDto) => {
    queryClient.setQueryData(settingsKeys.preferences(), saved);
    setAccountLanguage(queryClient, saved.language);
  };
}

/** Saves the preferences; a new language also switches the interface. */
export function useSavePreferences() {
  const keep = useKeepPreferences();
  const toast = useToast();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (saved) => {
      keep(saved);
      await chooseLanguage(saved.language);
      toast.show({ variant: 'success', message: i18n.t('param.preferences.saved') });
    },
  });
}

/**
 * The top bar's language switch, signed in: the interface switches at once and the account's
 * language (part of the preferences, spec 000 §3) follows; if that fails, the switch is undone.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const keep = useKeepPreferences();
  const toast = useToast();
  return useMutation({
    mutationFn: async (language: Language) => {
      const preferences = await queryClient.fetchQuery(preferencesQuery);
      return savePreferences({ ...editablePreferences(preferences), language });
    },
    onMutate: (language) => {
      const previous = currentLanguage();
      setAccountLanguage(queryClient, language);
      return { previous };
    },
    onSuccess: keep,
    onError: (error, _, context) => {
      if (context) setAccountLanguage(queryClient, context.previous);
      // Told in the language the interface goes back to.
      const message = i18n.t(errorMessageKey(error), { lng: context?.previous });
      toast.show({ variant: 'danger', message });
    },
  });
}

/** The part of the preferences the settings page edits (the rest belongs to other screens). */
export const editablePreferences = (dto: PreferencesDto): Preferences => ({
  currency: dto.currency,
  mainAccount: dto.mainAccount,
  language: dto.language,
  echeanceDelay: dto.echeanceDelay,
  simpleMode: dto.simpleMode,
  sortByDate: dto.sortByDate,
});
