/**
 * False on a component's first render, true once the browser has painted it: what can wait (a page's
 * lower part, its code and its data requests) starts after the part above it is on screen, instead of
 * holding its paint back on a slow phone (issue 14 §2). The paint is the frame after the first
 * animation frame; a hidden tab, which gets no frames, goes on after `fallbackMs`.
 */
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(fallbackMs = 100): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, fallbackMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, [fallbackMs]);
  return painted;
}
