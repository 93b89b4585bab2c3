import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

// node's --enable-source-maps maps the frames of the modules its loaders compiled, not those of
// a vm.Script: the frames of the bundle are mapped here, so logged stack traces still name the
// TypeScript sources. The map (≈ 10 MB) is read at the first stack trace, not at the start.

type Location = { file: string; line: number; column: number };

function loadMap(bundle: string): SourceMap | null {
  try {
    return new SourceMap(JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')));
  } catch {
    return null;
  }
}

/** Where a frame of the bundle (1-based line and column) comes from, when the map knows. */
function original(
  map: SourceMap,
  bundleDir: string,
  line: number,
  column: number,
): Location | null {
  const entry = map.findEntry(line - 1, column - 1);
  if (!('originalSource' in entry)) return null;
  return {
    file: path.resolve(bundleDir, entry.originalSource),
    line: entry.originalLine + 1,
    column: entry.originalColumn + 1,
  };
}

function frameText(site: NodeJS.CallSite, bundle: string, map: () => SourceMap | null): string {
  const text = site.toString();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  const sourceMap = site.getFileName() === bundle ? map() : null;
  if (!sourceMap || line === null || column === null) return text;
  const found = original(sourceMap, path.dirname(bundle), line, column);
  if (!found) return text;
  return text.replace(`${bundle}:${line}:${column}`, `${found.file}:${found.line}:${found.column}`);
}

function headerOf(error: Error): string {
  try {
    return String(error);
  } catch {
    return '<error>';
  }
}

/** With --enable-source-maps (npm start), stack traces name the sources of the bundle's frames. */
export function mapBundleStackTraces(bundle: string): void {
  if (!process.sourceMapsEnabled) return;
  let map: SourceMap | null | undefined;
  const lazyMap = () => (map === undefined ? (map = loadMap(bundle)) : map);
  Error.prepareStackTrace = (error, sites) =>
    [headerOf(error), ...sites.map((site) => `    at ${frameText(site, bundle, lazyMap)}`)].join(
      '\n',
    );
}
