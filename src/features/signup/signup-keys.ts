/** Query keys of the signup area. */
export const signupKeys = {
  all: ['signup'] as const,
  loginCheck: (login: string) => [...signupKeys.all, 'check', login] as const,
};
