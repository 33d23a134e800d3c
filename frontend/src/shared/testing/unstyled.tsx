import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

/**
 * Renders antd without its CSS-in-JS style sheets (antd's zero-runtime mode), for component tests
 * that check behaviour, not looks. jsdom resolves every `getComputedStyle` call, which Testing
 * Library's `*ByRole` queries and antd's form and dialog measurements make for each element, by
 * matching all rules of all style sheets in the document: with antd's injected sheets that took
 * seconds per query (ProfilePage.test went from over 100 s to under 20 s without them).
 */
export function unstyled(ui: ReactElement): ReactElement {
  return <ConfigProvider theme={{ zeroRuntime: true }}>{ui}</ConfigProvider>;
}
