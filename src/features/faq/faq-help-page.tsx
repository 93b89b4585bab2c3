import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FaqEntry, FaqSection } from '../../../contract/faq';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useFaq } from './use-faq';
import './faq.css';

/** /faq/<page> (spec 002 §2): one static help page, from the FAQ in the reader's language. */
export default function FaqHelpPage() {
  const { t } = useTranslation();
  const page = useLocation().pathname.split('/').pop() ?? '';
  const faq = useFaq();
  return (
    <>
      <PageHeader title={t(`screen.faq.${page}`)} />
      <QueryGate queries={[faq]}>
        {() => <HelpPage entry={faq.data!.find((entry) => entry.page === page)} />}
      </QueryGate>
      <p className="faq__back">
        <Link to="/faq">{t('faq.back')}</Link>
      </p>
    </>
  );
}

function HelpPage({ entry }: { entry: FaqEntry | undefined }) {
  const { t } = useTranslation();
  if (!entry) return <EmptyState title={t('faq.missing')} />;
  return (
    <article className="faq__page">
      <p className="faq__lead">{entry.answer}</p>
      {entry.sections.map((section, index) => (
        <HelpSection key={index} section={section} />
      ))}
    </article>
  );
}

function HelpSection({ section }: { section: FaqSection }) {
  return (
    <section>
      {section.heading && <h2>{section.heading}</h2>}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.steps.length > 0 && (
        <ol>
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
