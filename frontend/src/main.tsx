import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/restoreSession';
import './app/global.css';

const store = makeStore();
// Once per page load, outside React so StrictMode cannot send the single-use refresh cookie twice.
void restoreSession(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
