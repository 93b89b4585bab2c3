/** The advert pieces other screens show (apart from use-adverts.ts, which they import). */
export { AdvertFrame } from './advert-frame';
