import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootRoutes } from './app/RootRoutes';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing');

// The store and antd come with the pages that need them (AppShell, AntdLayout), not with the entry.
const app = (
  <StrictMode>
    <BrowserRouter>
      <RootRoutes />
    </BrowserRouter>
  </StrictMode>
);
// The public pages (/, /auth, 404) arrive prerendered (scripts/prerender-web.mjs): React takes
// over that HTML instead of drawing it again, in a transition, so that it yields to the browser
// between pieces of work instead of blocking a phone's main thread for the whole page at once. The
// app's other routes get an empty shell.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
