/**
 * TanStack Query hooks for the authentication and account calls (docs/product.md §10.1 Calls). Mutations reject with
 * `ApiError`; pick the text to show with `messageOf(error, fallbackMessages.x)`.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Language } from '@marketdrop/validation';
import type { ApiClient, InputOf } from '../client';
import type {
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  EmailRequest,
  LoginRequest,
  NotificationSettingsData,
  Profile,
  ResetPasswordRequest,
  ResponseOf,
  SetLanguageRequest,
  UpdateNotificationSettingsRequest,
  VerifyOtpRequest,
} from '../contract';
import { currentDeviceType } from '../device';
import type { ApiError } from '../errors';
import { signInWithGuestBasket, toSessionUser } from '../session';
import { useApiClient } from './context';
import { applyActiveLanguage } from './activeLanguage';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

/** Options of a mutation hook: everything of `useMutation` but the function. */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn'
>;

/** Options of a query hook: everything of `useQuery` but the key and the function. */
export type QueryHookOptions<TData, TSelected = TData> = Omit<
  UseQueryOptions<TData, ApiError, TSelected, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

type SuccessArgs<TData, TVariables> = Parameters<
  NonNullable<MutationHookOptions<TData, TVariables>['onSuccess']>
>;

/**
 * `useMutation` with the hook's own effect run on success before the caller's `onSuccess`
 * (so the session is stored before a screen navigates).
 */
function useCallMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationHookOptions<TData, TVariables> | undefined,
  effect?: (data: TData, variables: TVariables) => void,
): UseMutationResult<TData, ApiError, TVariables> {
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationFn,
    onSuccess: (...args: SuccessArgs<TData, TVariables>) => {
      effect?.(args[0], args[1]);
      return options?.onSuccess?.(...args);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Queries shared by hooks and route loaders

/** Query definitions of the account calls, for `useQuery`, `ensureQueryData` or `prefetchQuery`. */
export const accountQueries = {
  profile: (client: ApiClient) =>
    queryOptions<Profile, ApiError, Profile, readonly unknown[]>({
      queryKey: queryKeys.profile,
      queryFn: async ({ signal }): Promise<Profile> =>
        (await client.getProfile(undefined, { signal })).data,
    }),
  activeLanguage: (client: ApiClient) =>
    queryOptions<Language, ApiError, Language, readonly unknown[]>({
      queryKey: queryKeys.activeLanguage,
      queryFn: async ({ signal }): Promise<Language> =>
        (await client.getActiveLanguage(undefined, { signal })).data.language,
    }),
};

// ---------------------------------------------------------------------------------------------
// Sign-in, sign-up and recovery

/**
 * `login`. Fills `deviceType` from the browser when not given. A verified account's token and user
 * are stored in the session; an unverified one answers `data.isOtpVerified === false` (go to OTP).
 */
export function useLogin(options?: MutationHookOptions<ResponseOf<'login'>, LoginRequest>) {
  const client = useApiClient();
  return useCallMutation(
    (input: LoginRequest) =>
      client.login({
        ...input,
        deviceType: input.deviceType ?? currentDeviceType(),
        guestToken: input.guestToken ?? client.guest.getSnapshot() ?? undefined,
      }),
    options,
    (result) => void signInWithGuestBasket(client, result.data),
  );
}

/** `signup` (multipart: the sign-up fields plus an optional `driverLicenseImage` file). */
export function useSignup(options?: MutationHookOptions<ResponseOf<'signup'>, InputOf<'signup'>>) {
  const client = useApiClient();
  return useCallMutation((input: InputOf<'signup'>) => client.signup(input), options);
}

/** `verifyOtp`. For sign-up and login OTPs the answer carries the session, which is stored. */
export function useVerifyOtp(
  options?: MutationHookOptions<ResponseOf<'verifyOtp'>, VerifyOtpRequest>,
) {
  const client = useApiClient();
  return useCallMutation(
    (input: VerifyOtpRequest) =>
      client.verifyOtp({
        ...input,
        guestToken: input.guestToken ?? client.guest.getSnapshot() ?? undefined,
      }),
    options,
    (result) => void signInWithGuestBasket(client, result.data),
  );
}

/** `resendOtp`. */
export function useResendOtp(options?: MutationHookOptions<ResponseOf<'resendOtp'>, EmailRequest>) {
  const client = useApiClient();
  return useCallMutation((input: EmailRequest) => client.resendOtp(input), options);
}

/** `forgotPassword`. */
export function useForgotPassword(
  options?: MutationHookOptions<ResponseOf<'forgotPassword'>, EmailRequest>,
) {
  const client = useApiClient();
  return useCallMutation((input: EmailRequest) => client.forgotPassword(input), options);
}

/** `resetPassword`. */
export function useResetPassword(
  options?: MutationHookOptions<ResponseOf<'resetPassword'>, ResetPasswordRequest>,
) {
  const client = useApiClient();
  return useCallMutation((input: ResetPasswordRequest) => client.resetPassword(input), options);
}

/** `logout`. On success (200) the session is cleared (docs/product.md §8.1). */
export function useLogout(options?: MutationHookOptions<ResponseOf<'logout'>, void>) {
  const client = useApiClient();
  return useCallMutation(
    () => client.logout(),
    options,
    () => client.session.clear(),
  );
}

/** `deleteUser`. On success the session is cleared. */
export function useDeleteUser(options?: MutationHookOptions<ResponseOf<'deleteUser'>, void>) {
  const client = useApiClient();
  return useCallMutation(
    () => client.deleteUser(),
    options,
    () => client.session.clear(),
  );
}

// ---------------------------------------------------------------------------------------------
// Profile, password, notifications, language

/** `getProfile`: the signed-in user's profile. Runs only while signed in. */
export function useProfile(options?: QueryHookOptions<Profile>): UseQueryResult<Profile, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...accountQueries.profile(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/**
 * `editProfile` (multipart: the non-empty profile fields plus optional `driverLicenseImage`
 * file(s)). On success the profile cache and the session's user object take the new profile.
 */
export function useEditProfile(
  options?: MutationHookOptions<ResponseOf<'editProfile'>, InputOf<'editProfile'>>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallMutation(
    (input: InputOf<'editProfile'>) => client.editProfile(input),
    options,
    (result) => {
      queryClient.setQueryData(queryKeys.profile, result.data);
      client.session.setUser(toSessionUser(result.data));
    },
  );
}

/**
 * `confirmEmailChange`: the code mailed to the pending e-mail. On success the profile cache and the
 * session's user object take the profile with the new e-mail.
 */
export function useConfirmEmailChange(
  options?: MutationHookOptions<ResponseOf<'confirmEmailChange'>, ConfirmEmailChangeRequest>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallMutation(
    (input: ConfirmEmailChangeRequest) => client.confirmEmailChange(input),
    options,
    (result) => {
      queryClient.setQueryData(queryKeys.profile, result.data);
      client.session.setUser(toSessionUser(result.data));
    },
  );
}

/** `changePassword`. */
export function useChangePassword(
  options?: MutationHookOptions<ResponseOf<'changePassword'>, ChangePasswordRequest>,
) {
  const client = useApiClient();
  return useCallMutation((input: ChangePasswordRequest) => client.changePassword(input), options);
}

/** The notification setting, read from the profile (there is no separate call). */
export function useNotificationSettings(
  options?: QueryHookOptions<Profile, NotificationSettingsData>,
): UseQueryResult<NotificationSettingsData, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...accountQueries.profile(client),
    select: (profile: Profile) => ({
      notificationEnable: profile.notificationEnable,
      emailNotifications: profile.emailNotifications,
    }),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/**
 * `toggleNotificationSettings`. The setting flips only after the server's 200 (docs/product.md §8.6): the
 * profile cache then takes the server's new value. Disable the control while `isPending`.
 */
export function useToggleNotificationSettings(
  options?: MutationHookOptions<ResponseOf<'toggleNotificationSettings'>, void>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallMutation(
    () => client.toggleNotificationSettings(),
    options,
    (result) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (profile) =>
        profile ? { ...profile, ...result.data } : profile,
      );
    },
  );
}

/**
 * `updateNotificationSettings`: turns e-mails of one kind (or several) on or off; the profile
 * cache takes the server's answer (every kind, and the main switch). Disable the switches while
 * `isPending`.
 */
export function useUpdateNotificationSettings(
  options?: MutationHookOptions<
    ResponseOf<'updateNotificationSettings'>,
    UpdateNotificationSettingsRequest
  >,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallMutation(
    (input: UpdateNotificationSettingsRequest) => client.updateNotificationSettings(input),
    options,
    (result) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (profile) =>
        profile ? { ...profile, ...result.data } : profile,
      );
    },
  );
}

/** `getActiveLanguage`: the signed-in user's language (`en` or `fr`). Runs only while signed in. */
export function useActiveLanguage(
  options?: QueryHookOptions<Language>,
): UseQueryResult<Language, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...accountQueries.activeLanguage(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `setActiveLanguage`. On success the language cache, the profile cache and the session user follow. */
export function useSetActiveLanguage(
  options?: MutationHookOptions<ResponseOf<'setActiveLanguage'>, SetLanguageRequest>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallMutation(
    (input: SetLanguageRequest) => client.setActiveLanguage(input),
    options,
    (result) => applyActiveLanguage(client, queryClient, result.data.language),
  );
}
