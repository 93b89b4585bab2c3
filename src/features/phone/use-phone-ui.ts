/** The phone fields other forms hold (apart from use-phone.ts, which they import). */
export { PhoneFields } from './phone-fields';
