import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages';

/** A list of `total` numbered rows paged as Flask-AppBuilder does, with a maximum page size. */
const pagedList = (total: number, maxPageSize: number) => {
  const asked: [number, number][] = [];
  const fetchPage = async (page: number, pageSize: number) => {
    asked.push([page, pageSize]);
    const size = Math.min(pageSize, maxPageSize);
    const result = Array.from({ length: total }, (_, i) => i).slice(page * size, page * size + size);
    return { count: total, result };
  };
  return { asked, fetchPage };
};

describe('collectPages', () => {
  it('reads every row in one page when the server allows it', async () => {
    const list = pagedList(640, 5000);
    expect(await collectPages(list.fetchPage)).toEqual(Array.from({ length: 640 }, (_, i) => i));
    expect(list.asked).toEqual([[0, 1000]]);
  });

  it('follows a server that keeps pages smaller, without skipping or repeating rows', async () => {
    const list = pagedList(250, 100);
    expect(await collectPages(list.fetchPage)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(list.asked).toEqual([[0, 1000], [1, 100], [2, 100]]);
  });

  it('stops on an empty list', async () => {
    const list = pagedList(0, 100);
    expect(await collectPages(list.fetchPage)).toEqual([]);
    expect(list.asked).toHaveLength(1);
  });
});
