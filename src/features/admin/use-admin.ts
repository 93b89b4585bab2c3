import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminApi from './admin-api';

/** Query keys of the admin area (/admin, /admin/users). */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: adminApi.UsersListQuery) => [...adminKeys.all, 'users', query] as const,
  user: (userId: number) => [...adminKeys.all, 'user', userId] as const,
  profiles: () => [...adminKeys.all, 'profiles'] as const,
  countPerProfile: () => [...adminKeys.all, 'countPerProfile'] as const,
  usageSummary: () => [...adminKeys.all, 'usageSummary'] as const,
  securityEvents: (query: adminApi.SecurityJournalQuery) =>
    [...adminKeys.all, 'securityEvents', query] as const,
};

export const useSecurityEvents = (query: adminApi.SecurityJournalQuery) =>
  useQuery({
    queryKey: adminKeys.securityEvents(query),
    queryFn: () => adminApi.fetchSecurityEvents(query),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: adminApi.UsersListQuery) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: () => adminApi.fetchUsers(query),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (userId: number | null) =>
  useQuery({
    queryKey: adminKeys.user(userId ?? 0),
    queryFn: () => adminApi.fetchUser(userId!),
    enabled: userId !== null,
  });

export const useProfiles = () =>
  useQuery({
    queryKey: adminKeys.profiles(),
    queryFn: adminApi.fetchProfiles,
    staleTime: Infinity,
  });

export const useCountPerProfile = () =>
  useQuery({ queryKey: adminKeys.countPerProfile(), queryFn: adminApi.fetchCountPerProfile });

export const useUsageSummary = () =>
  useQuery({ queryKey: adminKeys.usageSummary(), queryFn: adminApi.fetchUsageSummary });

/** Any change to a user: the lists, the user and the figures follow. */
function useAdminMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useUserCommand = () =>
  useAdminMutation(({ userId, command }: { userId: number; command: adminApi.UserCommand }) =>
    adminApi.runUserCommand(userId, command),
  );
export const useDeleteUser = () => useAdminMutation(adminApi.deleteUser);
export const useStopSubscription = () =>
  useAdminMutation(({ subscrId, userId }: { subscrId: number; userId: number }) =>
    adminApi.stopSubscription(subscrId, userId),
  );
export const useSaveProfile = () =>
  useAdminMutation(
    ({ userId, ...body }: Parameters<typeof adminApi.saveProfile>[1] & { userId: number }) =>
      adminApi.saveProfile(userId, body),
  );
export const useSaveModeAutoImport = () =>
  useAdminMutation(
    ({
      userId,
      mode,
    }: {
      userId: number;
      mode: Parameters<typeof adminApi.saveModeAutoImport>[1];
    }) => adminApi.saveModeAutoImport(userId, mode),
  );
export const useCreateAdmin = () => useAdminMutation(adminApi.createAdmin);
export const useRemindActivation = () =>
  useAdminMutation(
    ({ range, pretend }: { range: { startDate: string; endDate: string }; pretend: boolean }) =>
      adminApi.remindActivation(range, pretend),
  );
export const useExportUsers = () => useMutation({ mutationFn: adminApi.exportUsers });
