/** The login page's single sign-on button, and its message when the provider refused. */
export { SingleSignOnButton } from './single-sign-on-button';
export { singleSignOnNotice } from './single-sign-on-notice';
