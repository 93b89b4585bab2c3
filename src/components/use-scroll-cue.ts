import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Which edges of a sideways-scrolling box hide content: 'start', 'end', 'both', or undefined when
 * everything fits. Shown as `data-scroll-cue` so a shadow marks the hidden side.
 */
export type ScrollCue = 'start' | 'end' | 'both' | undefined;

/** A pixel of slack: sub-pixel widths must not show a cue on a table that fits. */
const SLACK = 1;

export function scrollCueOf(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollCue {
  const hiddenEnd = box.scrollWidth - box.clientWidth - Math.abs(box.scrollLeft);
  const atStart = Math.abs(box.scrollLeft) > SLACK;
  const atEnd = hiddenEnd > SLACK;
  if (atStart && atEnd) return 'both';
  if (atStart) return 'start';
  return atEnd ? 'end' : undefined;
}

/** The scroll cue of a box, updated as it scrolls, resizes or its content changes width. */
export function useScrollCue(ref: RefObject<HTMLElement | null>): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>(undefined);
  const measure = useCallback(() => {
    if (ref.current) setCue(scrollCueOf(ref.current));
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);
  return cue;
}
