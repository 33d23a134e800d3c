import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../shared/FullPageSpinner';
import { lazyPage } from './lazyPage';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => void setTimeout(resolve, 0));

// The store's libraries (Redux Toolkit, React Redux) are evaluated in a task of their own, and the
// shell after them in another: evaluated in one go, they were the longest task of the sign-in
// page's load on a phone (docs/benchmarks.md, «Web first load»). Their files are fetched together
// all the same (the prerendered page preloads them).
const AppShell = lazyPage(
  () =>
    import('@reduxjs/toolkit')
      // Only what the store uses, so that the chunk keeps its size (a whole namespace would not shake).
      .then(({ configureStore }) => configureStore)
      .then(nextTask)
      .then(() => import('./AppShell')),
  'AppShell',
);

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
