import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { ImportIncorporationDto } from '../../../contract/import';
import { formatCents } from '../../../contract/money';
import { Button } from '../../components/button';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

interface IncorporationItemProps {
  incorporation: ImportIncorporationDto;
  currency: string;
  busy: boolean;
  onRevert: () => void;
  onUndoMerge: (operationId: number) => void;
}

/** Why an incorporation cannot be reverted, when it cannot. */
const revertBlock = (incorporation: ImportIncorporationDto) =>
  incorporation.revertible
    ? null
    : incorporation.state === 'REVERTED'
      ? 'import.revert.alreadyReverted'
      : 'import.revert.edited';

/** One incorporation of the history: when, what file, how many lines, and its undo actions. */
export function IncorporationItem(props: IncorporationItemProps) {
  const { incorporation, currency, busy, onRevert, onUndoMerge } = props;
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const reasonId = useId();
  const money = (cents: number) => formatCents(cents, currency, i18n.language);
  const day = (text: string) => formatIsoDate(text.slice(0, 10), small);
  const block = revertBlock(incorporation);
  const reverted = incorporation.state === 'REVERTED';
  return (
    <li className={`import-history__item${reverted ? ' import-history__item--reverted' : ''}`}>
      <h3 className="import-history__title">
        {t('importScreen.history.item', {
          date: day(incorporation.incorporatedAt),
          file: incorporation.fileName ?? incorporation.format,
        })}
      </h3>
      <p>
        {t('importScreen.history.counts', {
          created: incorporation.createdCount,
          merged: incorporation.mergedCount,
        })}
        {incorporation.closing &&
          ` · ${t('importScreen.history.closing', { amount: money(incorporation.closing.amount) })}`}
      </p>
      <p>
        {reverted
          ? t('importScreen.history.state.REVERTED', {
              date: day(incorporation.revertedAt ?? incorporation.incorporatedAt),
            })
          : t('importScreen.history.state.DONE')}
      </p>
      {!reverted && (
        <div className="import-history__actions">
          <Button
            variant="danger"
            disabled={block !== null || busy}
            aria-describedby={block ? reasonId : undefined}
            onClick={onRevert}
          >
            {t('importScreen.history.revert')}
          </Button>
          {block && (
            <p id={reasonId} className="import-history__reason">
              {t(block)}
            </p>
          )}
        </div>
      )}
      {!reverted && incorporation.merges.length > 0 && (
        <ul className="import-history__merges">
          {incorporation.merges.map((merge) => (
            <li key={merge.operationId}>
              <span>
                {t('importScreen.history.merge', {
                  date: formatIsoDate(merge.date, small),
                  label: merge.label || '—',
                  amount: money(merge.amount),
                })}
              </span>
              <Button
                variant="link"
                disabled={!merge.undoable || busy}
                onClick={() => onUndoMerge(merge.operationId)}
              >
                {t('importScreen.history.undoMerge')}
              </Button>
              {!merge.undoable && (
                <span className="import-history__reason">{t('import.merge.edited')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
