import type { endpoints } from '@quad/contract';

/** Route options for one of the contract's endpoints. */
export const at = <E extends (typeof endpoints)[keyof typeof endpoints]>(endpoint: E) => ({
  method: endpoint.method,
  url: endpoint.path,
});
