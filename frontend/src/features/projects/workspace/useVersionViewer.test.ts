import { act, renderHook } from '@testing-library/react';
import { pin, version } from '../testing/fixtures';
import { useVersionViewer } from './useVersionViewer';

const v1 = version({ id: 'v-1', number: 1, status: 'changes_requested', current: false });
const v2 = version({ id: 'v-2', number: 2, current: true });
const pins = [pin({ id: 'pin-1', versionId: 'v-1' }), pin({ id: 'pin-2', versionId: 'v-2' })];

describe('useVersionViewer', () => {
  it('shows the current version and its pins until another is chosen', () => {
    const { result } = renderHook(() => useVersionViewer([v1, v2], pins));
    expect(result.current.shown?.number).toBe(2);
    expect(result.current.shownPins.map((p) => p.id)).toEqual(['pin-2']);

    act(() => result.current.showVersion(1, 'pin-1'));
    expect(result.current.shown?.number).toBe(1);
    expect(result.current.activePin).toBe('pin-1');

    act(() => result.current.select(2));
    expect(result.current.shown?.number).toBe(2);
    expect(result.current.activePin).toBeUndefined();
  });

  it('shows the latest version when none is current (it came back)', () => {
    const { result } = renderHook(() =>
      useVersionViewer([version({ id: 'v-1', number: 1, current: false, status: 'sent_back' })], []),
    );
    expect(result.current.shown?.number).toBe(1);
  });

  it('goes back to the current version after an upload and leads the page to it', () => {
    const card = document.createElement('div');
    card.scrollIntoView = jest.fn();
    const { result } = renderHook(() => useVersionViewer([v1, v2], pins));
    act(() => result.current.attachViewer(card));
    act(() => result.current.select(1));
    act(() => result.current.followNewVersion());
    expect(result.current.shown?.number).toBe(2);
    expect(card.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
