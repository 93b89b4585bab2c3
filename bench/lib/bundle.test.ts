import { describe, expect, it } from 'vitest';
import { assessBundle, containsChartJs, initialScripts, kb, staticImports } from './bundle';

describe('initialScripts', () => {
  it('lists the module entry and the modulepreloads of index.html, once each', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-Cd2.js">
      <link rel="modulepreload" crossorigin href="/assets/vendor-Cd2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-Ef3.css">
      <script src="/legacy.js"></script>
    </head>`;
    expect(initialScripts(html)).toEqual(['assets/index-Ab1.js', 'assets/vendor-Cd2.js']);
  });
});

describe('containsChartJs', () => {
  it('recognises chart.js by a constant minification keeps', () => {
    expect(containsChartJs('const k="$chartjs";')).toBe(true);
    expect(containsChartJs('const k="chart";')).toBe(false);
  });
});

describe('staticImports', () => {
  it('finds static imports of sibling chunks and ignores dynamic ones', () => {
    const code =
      'import{a as b,c}from"./react-X1.js";import"./side-Y2.js";' +
      'const p=()=>import("./page-Z3.js");import*as q from "./all-W4.js";';
    expect(staticImports(code)).toEqual(['react-X1.js', 'side-Y2.js', 'all-W4.js']);
  });
});

describe('assessBundle', () => {
  it('adds up the initial chunks and flags what goes over budget', () => {
    const report = assessBundle(
      [
        { file: 'index.js', gzipBytes: 90 * 1024 },
        { file: 'vendor.js', gzipBytes: 50 * 1024 },
      ],
      [
        { file: 'small.js', gzipBytes: 20 * 1024 },
        { file: 'big.js', gzipBytes: 61 * 1024 },
      ],
    );
    expect(report.initialKb).toBe(140);
    expect(report.failures).toEqual([
      'initial JS is 140 KB gzip > 130 KB',
      'lazy chunk big.js is 61 KB gzip > 60 KB',
    ]);
  });

  it('gives the PDF library, loaded on an export click, a budget of its own', () => {
    const report = assessBundle(
      [],
      [
        { file: 'operations-pdf-nbrqz3vz.js', gzipBytes: 131 * 1024 },
        { file: 'operations-page-x1.js', gzipBytes: 61 * 1024 },
      ],
    );
    expect(report.failures).toEqual(['lazy chunk operations-page-x1.js is 61 KB gzip > 60 KB']);
    expect(
      assessBundle([], [{ file: 'operations-pdf-a.js', gzipBytes: 151 * 1024 }]).failures,
    ).toEqual(['lazy chunk operations-pdf-a.js is 151 KB gzip > 150 KB']);
  });

  it('passes a bundle within budget', () => {
    const report = assessBundle([{ file: 'index.js', gzipBytes: 130 * 1024 }], []);
    expect(report.failures).toEqual([]);
    expect(kb(1536)).toBe(1.5);
  });
  it('gives the chart.js chunk its own budget of 70 KB', () => {
    const chart = (kbs: number) => [{ file: 'dist-a.js', gzipBytes: kbs * 1024, chartJs: true }];
    expect(assessBundle([], chart(65)).failures).toEqual([]);
    expect(assessBundle([], chart(71)).failures).toHaveLength(1);
  });
});
