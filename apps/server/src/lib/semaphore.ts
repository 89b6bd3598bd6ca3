/**
 * At most `slots` holders at once; the others wait in arrival order. With
 * `waitMs`, a caller still waiting after that long leaves the queue and gets
 * null instead of a slot.
 */
export function semaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];

  const holder = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    };
  };

  async function acquire(): Promise<() => void>;
  async function acquire(waitMs: number): Promise<(() => void) | null>;
  async function acquire(waitMs?: number): Promise<(() => void) | null> {
    if (free > 0) {
      free -= 1;
      return holder();
    }
    const granted = await new Promise<boolean>((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer =
        waitMs === undefined
          ? undefined
          : setTimeout(() => {
              waiting.splice(waiting.indexOf(grant), 1);
              resolve(false);
            }, waitMs);
      waiting.push(grant);
    });
    return granted ? holder() : null;
  }

  return { acquire };
}
