/** Only one modal is open at a time (spec 001 §2, 002 §2): opening one closes the previous. */
let closeCurrent: (() => void) | null = null;

export function claimModal(close: () => void): () => void {
  const previous = closeCurrent;
  closeCurrent = close;
  if (previous) previous();
  return () => {
    if (closeCurrent === close) closeCurrent = null;
  };
}
