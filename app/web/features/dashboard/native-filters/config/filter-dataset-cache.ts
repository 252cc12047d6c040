import { fetchFilterDataset, type FilterDatasetDetail } from './filter-config-api';

/**
 * Datasets read once per modal: each is asked for at most once while the modal is open (several
 * filters on one dataset, and the form re-rendering, share the answer). A failed read is forgotten,
 * so opening the dataset again retries.
 */
export class FilterDatasetCache {
  readonly #pending = new Map<number, Promise<FilterDatasetDetail>>();

  constructor(private readonly fetchDataset: (id: number) => Promise<FilterDatasetDetail> = fetchFilterDataset) {}

  get(id: number): Promise<FilterDatasetDetail> {
    let pending = this.#pending.get(id);
    if (!pending) {
      pending = this.fetchDataset(id);
      pending.catch(() => this.#pending.delete(id));
      this.#pending.set(id, pending);
    }
    return pending;
  }
}
