import { describe, expect, it } from 'vitest';
import { chartFilePath, dashboardFilePath, databaseFilePath, datasetFilePath, exportStamp, safeFileName, savedQueryFilePath } from './bundle-format.js';

describe('bundle file names', () => {
  it('keeps ASCII letters, digits, _, - and ., joins words with _ and folds accents', () => {
    expect(safeFileName('Sales: Überblick 2024')).toBe('Sales_Uberblick_2024');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('  .hidden_ ')).toBe('hidden');
    expect(safeFileName('数据')).toBe('');
  });

  it('builds each kind of path the way Superset names them', () => {
    expect(databaseFilePath('examples')).toBe('databases/examples.yaml');
    expect(datasetFilePath('examples', 'birth names')).toBe('datasets/examples/birth_names.yaml');
    expect(chartFilePath('Boys / Girls', 7)).toBe('charts/Boys_Girls_7.yaml');
    expect(dashboardFilePath('World Bank', 3)).toBe('dashboards/World_Bank_3.yaml');
    expect(savedQueryFilePath('examples', 'public', 'Top 10', 'u')).toBe('queries/examples/public/Top_10.yaml');
    expect(savedQueryFilePath('examples', null, '数据', 'the-uuid')).toBe('queries/examples/the-uuid.yaml');
  });

  it('stamps export folders as YYYYMMDDTHHMMSS in UTC', () => {
    expect(exportStamp(new Date('2024-01-02T03:04:05.678Z'))).toBe('20240102T030405');
  });
});
