import { describe, expect, it, vi } from 'vitest';
import { claimModal } from './modal-registry';

describe('claimModal', () => {
  it('closes the open modal when another one opens', () => {
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    const releaseFirst = claimModal(closeFirst);
    const releaseSecond = claimModal(closeSecond);
    expect(closeFirst).toHaveBeenCalledOnce();
    expect(closeSecond).not.toHaveBeenCalled();

    // The first one's late release must not forget the second.
    releaseFirst();
    const closeThird = vi.fn();
    const releaseThird = claimModal(closeThird);
    expect(closeSecond).toHaveBeenCalledOnce();
    releaseSecond();
    releaseThird();
  });

  it('closes nothing once the open modal has been released', () => {
    const close = vi.fn();
    claimModal(close)();
    const releaseNext = claimModal(vi.fn());
    expect(close).not.toHaveBeenCalled();
    releaseNext();
  });
});
