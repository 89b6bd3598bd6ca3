type Matcher = (query: string) => boolean;

let matcher: Matcher = () => false;

/**
 * jsdom has no layout, so media queries are answered by a function the test chooses:
 * e.g. `setMediaQueryMatcher((q) => q.includes('max-width'))` for a phone-sized screen.
 */
export function setMediaQueryMatcher(next: Matcher): void {
  matcher = next;
}

export function resetMediaQueryMatcher(): void {
  matcher = () => false;
}

/** Answers width queries as a viewport of `width` px would (MUI writes min-width/max-width). */
export function setViewportWidth(width: number): void {
  setMediaQueryMatcher((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matcher(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
