import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertCategory, Comparator } from '../../../contract/adverts';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { AdvertCard } from './advert-card';
import { useComparator } from './use-adverts';
import './adverts.css';

/** /comparator (spec 002 §2, FUNCTIONALITY_DEV): partner offers by category. */
export default function ComparatorPage() {
  const { t } = useTranslation();
  const comparator = useComparator();
  return (
    <>
      <PageHeader
        title={t('screen.comparator')}
        description={t('adverts.comparator.description')}
      />
      <QueryGate queries={[comparator]}>
        {() => <ComparatorBody comparator={comparator.data!} />}
      </QueryGate>
    </>
  );
}

function ComparatorBody({ comparator }: { comparator: Comparator }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<AdvertCategory>(comparator[0]!.category);
  const [moreInfo, setMoreInfo] = useState(false);
  const current = comparator.find((entry) => entry.category === selected)!;
  return (
    <div className="comparator">
      <nav className="comparator__categories" aria-label={t('adverts.categories')}>
        <ul>
          {comparator.map(({ category, adverts }) => (
            <li key={category}>
              <button
                type="button"
                className="comparator__category"
                aria-current={category === selected ? 'true' : undefined}
                onClick={() => setSelected(category)}
              >
                <span>{t(`adverts.category.${category}`)}</span>
                <span
                  className={
                    adverts.length
                      ? 'comparator__count'
                      : 'comparator__count comparator__count--none'
                  }
                >
                  {adverts.length
                    ? t('adverts.count', { count: adverts.length })
                    : t('adverts.none.short')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="comparator__offers" aria-labelledby="comparator-category">
        <h2 id="comparator-category">{t(`adverts.category.${selected}`)}</h2>
        {current.adverts.length === 0 ? (
          <EmptyState title={t('adverts.none.title')} description={t('adverts.none.description')} />
        ) : (
          <ul className="comparator__list">
            {current.adverts.map((advert) => (
              <AdvertCard
                key={advert.advertId}
                advert={advert}
                onMoreInfo={() => setMoreInfo(true)}
              />
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={moreInfo}
        title={t('adverts.moreInfo.title')}
        onClose={() => setMoreInfo(false)}
        footer={<Button onClick={() => setMoreInfo(false)}>{t('common.close')}</Button>}
      >
        <p>{t('adverts.moreInfo.text')}</p>
      </Modal>
    </div>
  );
}
