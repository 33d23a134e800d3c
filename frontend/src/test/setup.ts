import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// How long findBy*/waitFor wait for the UI to get there. Testing Library's 1 s is tight on the
// 2-core machine while other suites run: the first test of a file also compiles the antd modules it
// renders (they load on first use, see antd.cjs). Waiting longer only slows down a failing test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});
