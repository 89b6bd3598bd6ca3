/** At most `slots` holders at once; the others wait in arrival order. */
export function semaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return {
    async acquire(): Promise<() => void> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      };
    },
  };
}
