/** A small LRU cache weighted by entry size (orders, rows), so memory stays bounded at any scale. */
export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K, make: () => V): V {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit.value;
    }
    const value = make();
    const weight = Math.max(1, this.weigh(value));
    this.map.set(key, { value, weight });
    this.total += weight;
    for (const [k, e] of this.map) {
      if (this.total <= this.capacity || this.map.size <= 1) break;
      this.map.delete(k);
      this.total -= e.weight;
    }
    return value;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
