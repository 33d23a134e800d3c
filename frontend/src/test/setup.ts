import '@testing-library/jest-dom';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});
