import { useBiEvents } from './use-bi-events';

/** Listens to /topic/bi while mounted; loaded lazily so the socket code stays out of the start. */
export default function BiEventsListener() {
  useBiEvents();
  return null;
}
