import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FaqEntry } from '../../../contract/faq';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { AdvertFrame } from '../adverts/use-adverts-ui';
import { SyncAction } from './sync-action';
import { useFaq } from './use-faq';
import './faq.css';

/** /faq (spec 002 §2): the questions, each leading to its help page; the synchronisation action. */
export default function FaqPage() {
  const { t } = useTranslation();
  const faq = useFaq();
  return (
    <>
      <PageHeader
        title={t('screen.faq')}
        description={t('faq.description')}
        actions={<SyncAction />}
      />
      <QueryGate queries={[faq]}>{() => <FaqList entries={faq.data!} />}</QueryGate>
      <AdvertFrame location="faq" />
    </>
  );
}

function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="faq__list">
      {entries.map((entry) => (
        <li key={entry.page} className="faq__entry">
          <h2 className="faq__question">{entry.question}</h2>
          <p className="faq__answer">{entry.answer}</p>
          <Link to={`/faq/${entry.page}`}>
            {t('faq.readMore')}
            <span className="sr-only"> {t(`screen.faq.${entry.page}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
