import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx } from './to-xlsx.js';

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as never);
  return workbook;
}

describe('toXlsx', () => {
  it('writes a bold header and typed cells that exceljs reads back', async () => {
    const frame = {
      columns: ['ds', 'name', 'num', 'flag', 'big'],
      data: [
        [Date.UTC(2024, 0, 31, 8, 30), null],
        ['Aaron', '=cmd|"/C calc"!A0'],
        [1.5, Number.NaN],
        [true, null],
        [2n ** 40n, 2n ** 70n],
      ],
    };
    const bytes = await toXlsx(frame, { types: ['temporal', 'string', 'numeric', 'boolean', 'numeric'] });
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe('PK'); // a zip container

    const sheet = (await readBack(bytes)).getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, 'ds', 'name', 'num', 'flag', 'big']);
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2024, 0, 31, 8, 30)));
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(first.getCell(2).value).toBe('Aaron');
    expect(first.getCell(3).value).toBe(1.5);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(4).value).toBe(true);
    expect(first.getCell(5).value).toBe(2 ** 40);

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBeNull();
    // Text that looks like a formula stays text.
    expect(second.getCell(2).value).toBe('=cmd|"/C calc"!A0');
    expect(second.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(4).value).toBeNull();
    // Beyond a double's exact range, the digits are kept as text.
    expect(second.getCell(5).value).toBe('1180591620717411303424');
  });

  it('names the sheet and takes temporal columns from the frame', async () => {
    const bytes = await toXlsx({ columns: ['ds'], data: [[0]], temporalColumns: ['ds'] }, { sheetName: 'Results' });
    const sheet = (await readBack(bytes)).getWorksheet('Results')!;
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date(0));
  });

  it('writes an empty result as a header row alone', async () => {
    const sheet = (await readBack(await toXlsx({ columns: ['a', 'b'], data: [[], []] }))).getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'a', 'b']);
  });
});
