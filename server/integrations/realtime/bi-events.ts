/** Tells a user's open pages that their synchronised accounts changed (STOMP topic /topic/bi). */
export interface BiEvents {
  publish(userId: number): Promise<void>;
}

/** Events with no listener: the default until a realtime hub is attached. */
export const silentBiEvents: BiEvents = {
  async publish() {},
};
