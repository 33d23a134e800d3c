import { act, renderHook } from '@testing-library/react';
import type { Attachment } from '../../../shared/orders/types';
import type { Marker } from './pins';
import { useSlides } from './useSlides';

const file = (id: string) =>
  ({
    id,
    fileName: `${id}.png`,
    fileType: 'image/png',
    fileUrl: `/${id}.png`,
    downloadUrl: `/${id}.png`,
  }) as Attachment;
const files = [file('a'), file('b'), file('c')];
const onC: Marker = {
  key: 'pin-1',
  label: '1',
  kind: 'pin',
  done: false,
  internal: false,
  attachmentId: 'c',
  x: 0.5,
  y: 0.5,
  atSeconds: null,
};

describe('useSlides', () => {
  it('moves within the slides on its own when not controlled', () => {
    const { result } = renderHook(() => useSlides({ files, markers: [] }));
    act(() => result.current.go(5));
    expect(result.current.current).toBe(2);
    act(() => result.current.go(-1));
    expect(result.current.current).toBe(0);
  });

  it('leaves a controlled index to the parent and tells it', () => {
    const onIndexChange = jest.fn();
    const { result } = renderHook(() => useSlides({ files, markers: [], index: 1, onIndexChange }));
    act(() => result.current.go(2));
    expect(onIndexChange).toHaveBeenCalledWith(2);
    expect(result.current.current).toBe(1);
  });

  it('brings the slide of a highlighted pin into view', () => {
    const { result, rerender } = renderHook(({ activeKey }) => useSlides({ files, markers: [onC], activeKey }), {
      initialProps: { activeKey: undefined as string | undefined },
    });
    expect(result.current.current).toBe(0);
    rerender({ activeKey: 'pin-1' });
    expect(result.current.current).toBe(2);
    expect(result.current.file?.id).toBe('c');
  });

  it('asks the parent for the slide of a highlighted pin when controlled', () => {
    const onIndexChange = jest.fn();
    renderHook(() => useSlides({ files, markers: [onC], index: 0, onIndexChange, activeKey: 'pin-1' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
  });
});
