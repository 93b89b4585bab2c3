import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Tile } from '../../components/card';
import { QueryGate } from '../../components/query-gate';

interface GatedTileProps {
  title: string;
  queries: readonly UseQueryResult[];
  /** The tile itself, once every query has its answer. */
  children: () => ReactNode;
}

/** Each tile waits for its own calls: a slow or failed one never holds the others back. */
export function GatedTile({ title, queries, children }: GatedTileProps) {
  if (queries.every((query) => query.isSuccess)) return children();
  return (
    <Tile title={title}>
      <QueryGate queries={queries}>{() => null}</QueryGate>
    </Tile>
  );
}
