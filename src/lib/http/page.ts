/** One page of a list answered by the server (`list`, `total`, `page`, `pageSize`). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
