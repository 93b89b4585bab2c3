/** The terms' text other screens show (apart from use-cgu.ts, which they import). */
export { CguText } from './cgu-text';
