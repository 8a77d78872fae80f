/** Types of route-cache-controls.mjs. */
export const MAX_ROUTE_CACHE_CONTROLS: number;
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(max: number);
  readonly max: number;
}
export function boundRouteCacheControls(max?: number): BoundedMap<string, unknown>;
