/** Wire shapes every area shares: the response envelope, pages and searches. */

/** Wire types: the entities of SPEC section 3, shared by the client and the simulator. */

/** Every response is wrapped: code 200 is success. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface SearchResult<T> {
  records: T[];
  total: number;
}
