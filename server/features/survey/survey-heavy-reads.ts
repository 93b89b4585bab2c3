import type { IsoDate } from '../../../contract/dates';
import type { DifferenceQuery, SurveyQuery } from '../../../contract/survey';
import { heavyRead } from '../heavy-reads';
import { getDifference, getSurvey } from './survey.service';

// A budget's year and its difference, off the event loop on SQLite (docs/decisions/heavy-reads.md).

interface UserRead<Q> {
  userId: number;
  locale: string;
  query: Q;
}

export const surveyHeavyRead = heavyRead(
  'survey',
  (db, { userId, locale, query }: UserRead<SurveyQuery>) => getSurvey(db, userId, locale, query),
);

export const differenceHeavyRead = heavyRead(
  'difference',
  (db, { userId, locale, query, today }: UserRead<DifferenceQuery> & { today: IsoDate }) =>
    getDifference(db, userId, locale, query, today),
);
