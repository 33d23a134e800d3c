/**
 * jsdom plus the Fetch API of Node (jsdom has none): RTK Query builds `Request` objects, and tests
 * stub `fetch` at this browser boundary. Relative URLs resolve against the page like in a browser.
 */
const { TestEnvironment } = require('jest-environment-jsdom');
// Skips style rules that cannot match before jsdom hands them to nwsapi (fast getComputedStyle).
require('./style-rule-filter.cjs').installStyleRuleFilter();
// Finds elements of a collection by id or name through a map instead of a scan per property read.
require('./named-item-cache.cjs').installNamedItemCache();

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    const NodeRequest = Request;
    global.Request = class extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, global.location.href).href : input, init);
      }
    };
    global.Response = Response;
    global.Headers = Headers;
    global.fetch = () => Promise.reject(new Error('fetch is not stubbed in this test'));
    global.AbortController = AbortController;
    global.AbortSignal = AbortSignal;
    global.TextEncoder = TextEncoder;
    global.TextDecoder = TextDecoder;
    global.ReadableStream = ReadableStream;
    global.structuredClone = structuredClone;
    // antd's form batches updates with a MessageChannel macrotask; Node's real ports would keep Jest
    // alive, so messages are delivered on a timer instead.
    global.MessageChannel = class {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: undefined, start() {}, close() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => global.setTimeout(() => this.port2.onmessage?.({ data }), 0);
        this.port2.postMessage = (data) => global.setTimeout(() => this.port1.onmessage?.({ data }), 0);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
