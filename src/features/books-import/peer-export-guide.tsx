import { useTranslation } from 'react-i18next';
import { BOOKS_SOURCES } from '../../../contract/books-import';

/** Where each application keeps the export the books import reads. */
export function PeerExportGuide() {
  const { t } = useTranslation();
  return (
    <ul className="import-presentation__list">
      {BOOKS_SOURCES.map((source) => (
        <li key={source}>
          <strong>{t(`booksImport.source.${source}`)}</strong>{' '}
          {t(`booksImportScreen.guide.${source}`)}
        </li>
      ))}
    </ul>
  );
}
