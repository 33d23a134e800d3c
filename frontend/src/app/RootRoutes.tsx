import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../shared/FullPageSpinner';
import { lazyPage } from './lazyPage';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const AppShell = lazyPage(() => import('./AppShell'), 'AppShell');

/**
 * What the entry knows: the landing page, plain React and CSS, and the app shell (store, antd and
 * the route table of everything else) loaded when the visitor goes anywhere else. The landing
 * page's first load is React, the router and its own chunk (docs/decisions.md, "First load").
 */
export function RootRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<AppShell />} />
      </Routes>
    </Suspense>
  );
}
