/** Business constants of spec 000 §9 shared by the SPA and the server. */
export const LOGIN_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MIN_CLASSES = 2;
export const ZIPCODE_LENGTH = 5;
export const AGE_MIN = 15;
export const AGE_MAX = 99;
export const SIGNUP_MAX_REASONS = 3;
export const DELETE_COMMENT_MAX = 500;
export const ECHEANCE_DELAY_MIN = 0;
export const ECHEANCE_DELAY_MAX = 30;
export const DEFAULT_PHONE_CODE = '33';
/** Seconds before the browser leaves the page after the account is deleted. */
export const ACCOUNT_DELETED_REDIRECT_SECONDS = 4;
