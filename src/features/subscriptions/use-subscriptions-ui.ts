/** The subscription section the parameters screen shows (apart from use-subscriptions.ts). */
export { SubscriptionSection } from './subscription-section';
