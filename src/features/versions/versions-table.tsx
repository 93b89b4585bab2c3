import { useTranslation } from 'react-i18next';
import {
  featureLabel,
  offerText,
  type VersionFeature,
  type VersionOffer,
} from '../../../contract/versions';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import { useVersionsTable } from './use-versions';
import './versions.css';

function OfferCell({ offer }: { offer: VersionOffer }) {
  const { t, i18n } = useTranslation();
  const text = offerText(offer, i18n.language);
  if (text) return <>{text}</>;
  return (
    <span className={offer.included ? 'versions__yes' : 'versions__no'}>
      <span aria-hidden="true">{offer.included ? '✓' : '—'}</span>
      <span className="sr-only">
        {t(offer.included ? 'versions.included' : 'versions.notIncluded')}
      </span>
    </span>
  );
}

/** FREE against PREMIUM, as admins keep it (GET /api/versions). */
export function VersionsTable() {
  const { t, i18n } = useTranslation();
  const table = useVersionsTable();
  const columns: Column<VersionFeature>[] = [
    {
      key: 'feature',
      header: t('versions.feature'),
      render: (row) => featureLabel(row, i18n.language),
    },
    { key: 'FREE', header: t('version.FREE'), render: (row) => <OfferCell offer={row.free} /> },
    {
      key: 'PREMIUM',
      header: t('version.PREMIUM'),
      render: (row) => <OfferCell offer={row.premium} />,
    },
  ];
  return (
    <QueryGate queries={[table]}>
      {() => (
        <div className="versions-table">
          <Table
            caption={t('versions.caption')}
            captionHidden
            columns={columns}
            rows={table.data!.features}
            rowKey={(row) => row.labelFr}
            smallScreen="stack"
          />
        </div>
      )}
    </QueryGate>
  );
}
