/** The personal API tokens section the parameters screen shows. */
export { ApiTokensSection } from './api-tokens-section';
