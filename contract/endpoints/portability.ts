import { endpoint } from '../endpoint';
import { portabilityImportDtoSchema } from '../portability';

/** Streams a JSON file: the browser downloads it from its URL. */
export const exportData = endpoint('get', '/api/portability/export');

/** A multipart body carrying the file in its `file` field. */
export const importData = endpoint('post', '/api/portability/import', {
  answer: portabilityImportDtoSchema,
});
