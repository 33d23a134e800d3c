/** Browser APIs antd relies on that jsdom lacks. */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd measures scroll bars with getComputedStyle(element, '::-webkit-scrollbar'); jsdom warns on pseudo elements.
const nativeGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => nativeGetComputedStyle(element);
