import type * as userSettingsApi from '../user-settings';

// src/features/settings/settings-api.ts is in the start-up bundle (the language switch saves
// the preferences through it), so its other calls come from here too: see ./auth.ts.

export const updateLogin: typeof userSettingsApi.updateLogin = {
  method: 'post',
  path: '/api/updateLogin',
};

export const updateEmail: typeof userSettingsApi.updateEmail = {
  method: 'post',
  path: '/api/updateEmail',
};

export const confirmEmail: typeof userSettingsApi.confirmEmail = {
  method: 'post',
  path: '/api/updateEmail/confirm',
};

export const updatePassword: typeof userSettingsApi.updatePassword = {
  method: 'post',
  path: '/api/updatePassword',
};

export const updatePhone: typeof userSettingsApi.updatePhone = {
  method: 'post',
  path: '/api/updatePhone',
};

export const getUserDetails: typeof userSettingsApi.getUserDetails = {
  method: 'get',
  path: '/api/userDetails',
};

export const saveUserDetails: typeof userSettingsApi.saveUserDetails = {
  method: 'post',
  path: '/api/userDetails',
};

export const deleteAccount: typeof userSettingsApi.deleteAccount = {
  method: 'delete',
  path: '/api/users/:idUser',
};
