import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { useScrollCue } from './use-scroll-cue';
import './table.css';

interface TableScrollProps {
  /** Names the scrolling region (the table's caption). */
  label: string;
  children: ReactNode;
  className?: string;
  /** Keeps the first column in view while the table scrolls sideways. */
  stickyFirstColumn?: boolean;
}

/**
 * The box a table scrolls in: when its content is wider, a shadow marks the hidden edge
 * (`data-scroll-cue`) and the first column stays in place.
 */
export const TableScroll = forwardRef<HTMLDivElement, TableScrollProps>(function TableScroll(
  { label, children, className, stickyFirstColumn = true },
  forwarded,
) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwarded, () => box.current as HTMLDivElement);
  const cue = useScrollCue(box);
  const classes = ['table-scroll', stickyFirstColumn && 'table-scroll--sticky', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-scroll-cue={cue}>
      {/* The scrolling region is focusable so keyboard users can scroll it. */}
      <div ref={box} className="table-wrap" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
});
