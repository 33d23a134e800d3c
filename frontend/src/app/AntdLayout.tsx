import { Outlet } from 'react-router-dom';
import { useFlash } from '../shared/flash';
import { useToast } from '../shared/toast';
import { AntdProviders } from './AntdProviders';

/** The success message a navigation brought ("Erfolgreich eingeloggt!"), as a toast. */
function FlashToast() {
  const toast = useToast();
  useFlash((text) => void toast.success({ content: text, key: 'flash' }));
  return null;
}

/**
 * The layout route of every page built from antd: all but the landing page and the sign-in page,
 * which are plain React and CSS so that a visitor's first load carries no antd (docs/decisions.md,
 * "First load"). Its chunk, and antd with it, loads on the way to the first such page.
 */
export function AntdLayout() {
  return (
    <AntdProviders>
      <FlashToast />
      <Outlet />
    </AntdProviders>
  );
}
