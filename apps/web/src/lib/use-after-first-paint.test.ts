// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true after the next frame has been painted', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { result } = renderHook(() => useAfterFirstPaint(1000));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false); // the frame is being drawn: the work waits for the task after it
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('goes on after the fallback delay in a tab that gets no frames', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const { result } = renderHook(() => useAfterFirstPaint(100));
    await act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
