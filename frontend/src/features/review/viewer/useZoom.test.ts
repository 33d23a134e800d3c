import { act, renderHook } from '@testing-library/react';
import { MAX_ZOOM, useZoom, viewCentre } from './useZoom';

describe('useZoom', () => {
  it('stays between 1x and 4x and starts unzoomed on another slide', () => {
    const stageRef = { current: null };
    const { result, rerender } = renderHook(({ fileId }) => useZoom(fileId, stageRef), {
      initialProps: { fileId: 'a' },
    });
    act(() => result.current.changeZoom(9));
    expect(result.current.zoom).toBe(MAX_ZOOM);
    act(() => result.current.changeZoom(0));
    expect(result.current.zoom).toBe(1);
    act(() => result.current.changeZoom(2));
    rerender({ fileId: 'b' });
    expect(result.current.zoom).toBe(1);
  });

  it('finds the middle of what is in view as a share of the content', () => {
    expect(
      viewCentre({
        scrollLeft: 100,
        scrollTop: 0,
        scrollWidth: 400,
        scrollHeight: 200,
        clientWidth: 200,
        clientHeight: 200,
      }),
    ).toEqual({ x: 0.5, y: 0.5 });
    expect(
      viewCentre({ scrollLeft: 0, scrollTop: 0, scrollWidth: 0, scrollHeight: 0, clientWidth: 0, clientHeight: 0 }),
    ).toEqual({ x: 0.5, y: 0.5 });
  });
});
