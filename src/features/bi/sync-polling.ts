import { BI_POLL_EVERY_MS, BI_POLL_FIRST_MS, BI_POLL_MAX_TRIES } from '../../../contract/bi';

export interface SyncPolling {
  /** One status call: true when the synchronisation is done. */
  isDone: () => Promise<boolean>;
  onDone: () => void;
  /** 60 answers said "still pending", or a call failed. */
  onGiveUp: () => void;
}

/**
 * Polls the sync status (spec 000 §4, §9): first after 1 s, then every 5 s, at most 60 calls.
 * Answers the function that stops it.
 */
export function pollSyncStatus({ isDone, onDone, onGiveUp }: SyncPolling): () => void {
  let tries = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (delay: number) => {
    timer = setTimeout(() => void ask(), delay);
  };
  const ask = async () => {
    tries += 1;
    const done = await isDone().catch(() => null);
    if (stopped) return;
    if (done === null) onGiveUp();
    else if (done) onDone();
    else if (tries >= BI_POLL_MAX_TRIES) onGiveUp();
    else next(BI_POLL_EVERY_MS);
  };
  next(BI_POLL_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
