/** The two-factor section of the parameters screen, and the administrators' policy card. */
export { TwoFactorSection } from './two-factor-section';
export { TwoFactorPolicyCard } from './two-factor-policy-card';
