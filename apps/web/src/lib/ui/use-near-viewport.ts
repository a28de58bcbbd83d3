/**
 * True once an element has come within `margin` of the viewport (into it by default), and from then on: a heavy part of a page
 * (a chart and its library) loads when the user can reach it, not with the first screen (issue 14 §2).
 * Browsers without IntersectionObserver (and jsdom) get true at once.
 */
import { useEffect, useState } from 'react';

export function useNearViewport<T extends Element>(margin = '0px') {
  // A callback ref: the element may appear after the first render (once its data has loaded).
  const [element, ref] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return { ref, near };
}
