/** At most `size` pieces of work at once; the rest wait their turn, first come first served. */
export class Slots {
  readonly #size: number;
  #busy = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#size = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy < this.#size) this.#busy++;
    // a slot is handed straight to the next in line, so a newcomer cannot slip in between
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy--;
    }
  }
}
