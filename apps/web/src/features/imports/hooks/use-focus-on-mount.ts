import { useEffect, useRef } from 'react';

/**
 * A step's heading takes the focus when the step appears, so keyboard and screen-reader
 * users land on the new step instead of on the page body (the button they used is gone).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
