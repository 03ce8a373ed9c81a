/**
 * A min-heap of timed events. Ties are broken by a priority and then by insertion order, so the
 * simulation processes events in the same order however its steps are cut.
 */
export class EventQueue<E> {
  private readonly heap: { at: number; priority: number; seq: number; event: E }[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(at: number, priority: number, event: E): void {
    this.heap.push({ at, priority, seq: this.seq++, event });
    let n = this.heap.length - 1;
    while (n > 0) {
      const parent = (n - 1) >> 1;
      if (!this.less(n, parent)) break;
      this.swap(n, parent);
      n = parent;
    }
  }

  peekAt(): number | undefined {
    return this.heap[0]?.at;
  }

  pop(): { at: number; event: E } | undefined {
    const top = this.heap[0];
    if (!top) return undefined;
    const last = this.heap.pop()!;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      let n = 0;
      for (;;) {
        const l = 2 * n + 1;
        const r = l + 1;
        let best = n;
        if (l < this.heap.length && this.less(l, best)) best = l;
        if (r < this.heap.length && this.less(r, best)) best = r;
        if (best === n) break;
        this.swap(n, best);
        n = best;
      }
    }
    return { at: top.at, event: top.event };
  }

  private less(a: number, b: number): boolean {
    const x = this.heap[a]!;
    const y = this.heap[b]!;
    return x.at !== y.at ? x.at < y.at : x.priority !== y.priority ? x.priority < y.priority : x.seq < y.seq;
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a]!;
    this.heap[a] = this.heap[b]!;
    this.heap[b] = x;
  }
}
