import { FunctionalityCode, ProfileName, Role } from '../../contract/access';
import type { CurrentUser } from '../../contract/auth';

const ALL = Object.values(FunctionalityCode);
const FUNCTIONALITIES: Record<ProfileName, string[]> = {
  USER: [],
  PREMIUM: ALL.filter((code) => code !== FunctionalityCode.dev),
  DEV: ALL,
  ADMIN: ALL,
};

/** A signed-in user of the given profile, as GET /api/user returns it. */
export function makeUser(profile: ProfileName = ProfileName.user): CurrentUser {
  const admin = profile === ProfileName.admin;
  return {
    idUser: 7,
    login: `${profile.toLowerCase()}-login`,
    email: 'someone@example.org',
    phone: null,
    phoneCode: null,
    usageName: `${profile} person`,
    zipcode: null,
    language: 'en',
    roles: admin ? [Role.user, Role.admin] : [Role.user],
    profile: {
      name: profile,
      indexUrl: admin ? '/admin' : '/',
      functionalities: FUNCTIONALITIES[profile].map((code) => ({ code })),
    },
    profileEndDate: null,
    subscriptions: [],
    agreedCgu: true,
    numberOfConnection: 3,
    parameter: { modeAutoImport: null },
    budgetInsightInfos: null,
  };
}
