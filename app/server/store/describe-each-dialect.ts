import { afterAll, beforeAll, describe } from 'vitest';
import type { Store, StoreDialect } from './store.js';
import { createTestStore, type TestStore } from './store-test-harness.js';

/** What a dialect-parameterised suite receives. */
export interface DialectSuite {
  readonly dialect: StoreDialect;
  /** The suite's migrated store; available inside tests and hooks, not at collection time. */
  store(): Store;
}

const DIALECTS: readonly StoreDialect[] = ['sqlite', 'postgres'];

/**
 * Declares the same suite once per metadata dialect, each with its own migrated store that is
 * created before the suite and dropped after it.
 *
 * @example
 * describeEachDialect('saved queries', ({ store }) => {
 *   it('lists none at first', async () => {
 *     expect(await store().db.selectFrom('saved_query').selectAll().execute()).toEqual([]);
 *   });
 * });
 */
export function describeEachDialect(name: string, body: (suite: DialectSuite) => void): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let testStore: TestStore | undefined;
      beforeAll(async () => {
        testStore = await createTestStore(dialect);
      }, 120_000);
      afterAll(async () => {
        await testStore?.drop();
      });
      body({
        dialect,
        store: () => {
          if (testStore === undefined) throw new Error(`the ${dialect} test store is not open yet`);
          return testStore.store;
        },
      });
    });
  }
}
