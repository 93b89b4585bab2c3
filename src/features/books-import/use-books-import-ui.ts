/** The books import's pieces other screens show: the import card and the peers' export guide. */
export { BooksImportCard } from './books-import-card';
export { PeerExportGuide } from './peer-export-guide';
