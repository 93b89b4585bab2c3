import type { ReactNode } from 'react';
import type { TreeRow } from './survey-rows';

export interface MeasureColumn<S> {
  label: string;
  value: (sums: S, row: TreeRow<S>) => ReactNode;
}

/** A period column: its label over one sub-column per measure. */
export interface PeriodColumn<S> {
  key: string;
  label: string;
  measures: readonly MeasureColumn<S>[];
}
