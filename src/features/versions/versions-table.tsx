import { useTranslation } from 'react-i18next';
import { VERSIONS } from '../../../contract/signup';
import { Table, type Column } from '../../components/table';
import './versions.css';

type Version = (typeof VERSIONS)[number];
/** `true` included, `false` not, or the i18n key of what the version offers. */
type Offer = boolean | string;
type Feature = { key: string } & Record<Version, Offer>;

/**
 * FREE against PREMIUM. What PREMIUM adds follows its functionalities (docs/decisions.md:
 * TAG, CATEGORY, BUDGET, VENTILATED_OPERATION, CSV_EXPORT); bank auto-import is a paid option
 * for both (spec 000 §1). Prices are not in the spec: they are shown when subscribing.
 */
const FEATURES: readonly Feature[] = [
  { key: 'accounts', FREE: true, PREMIUM: true },
  { key: 'planned', FREE: true, PREMIUM: true },
  { key: 'payees', FREE: true, PREMIUM: true },
  {
    key: 'categories',
    FREE: 'versions.offer.categories.free',
    PREMIUM: 'versions.offer.categories.premium',
  },
  { key: 'import', FREE: true, PREMIUM: true },
  { key: 'analysis', FREE: true, PREMIUM: true },
  {
    key: 'budgets',
    FREE: 'versions.offer.budgets.free',
    PREMIUM: 'versions.offer.budgets.premium',
  },
  { key: 'tags', FREE: false, PREMIUM: true },
  { key: 'split', FREE: false, PREMIUM: true },
  { key: 'export', FREE: false, PREMIUM: true },
  { key: 'autoImport', FREE: 'versions.offer.option', PREMIUM: 'versions.offer.option' },
  { key: 'price', FREE: 'versions.offer.price.free', PREMIUM: 'versions.offer.price.premium' },
];

function OfferCell({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  if (typeof offer === 'string') return <>{t(offer)}</>;
  return (
    <span className={offer ? 'versions__yes' : 'versions__no'}>
      <span aria-hidden="true">{offer ? '✓' : '—'}</span>
      <span className="sr-only">{t(offer ? 'versions.included' : 'versions.notIncluded')}</span>
    </span>
  );
}

export function VersionsTable() {
  const { t } = useTranslation();
  const columns: Column<Feature>[] = [
    {
      key: 'feature',
      header: t('versions.feature'),
      render: (row) => t(`versions.feature.${row.key}`),
    },
    ...VERSIONS.map((version) => ({
      key: version,
      header: t(`version.${version}`),
      render: (row: Feature) => <OfferCell offer={row[version]} />,
    })),
  ];
  return (
    <div className="versions-table">
      <Table
        caption={t('versions.caption')}
        captionHidden
        columns={columns}
        rows={FEATURES}
        rowKey={(row) => row.key}
        smallScreen="stack"
      />
    </div>
  );
}
