/** The data export and import section the parameters screen shows. */
export { PortabilitySection } from './portability-section';
