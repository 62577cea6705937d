/**
 * Stands in for `react-dom` (the browser's renderer, 225 KB raw) in the Worker bundle (wrangler.toml
 * [alias]; only the bare specifier: `react-dom/server` is the real one). The Worker renders with
 * `react-dom/server` alone, which does not import `react-dom` in React 18. What imports it here is
 * code written for the browser: react-router-dom and @dnd-kit batch and flush updates in event
 * handlers, and dialogs portal into `document.body` once open. None of that runs while a page is
 * rendered to HTML (no events, no effects; a portal in server rendering throws in React too), so
 * updates run at once and everything that needs a DOM says where it is.
 * docs/performance.md#the-worker
 */
import { version as reactVersion } from "react";

const noDom = (name) => () => {
  throw new Error(`react-dom's ${name} needs a browser; the Worker only renders with react-dom/server.`);
};

export const version = reactVersion;
/** Updates run at once: nothing batches them on the server. */
export const flushSync = (callback, argument) => (callback ? callback(argument) : undefined);
export const unstable_batchedUpdates = (callback, argument) => callback(argument);
export const createPortal = noDom("createPortal");
export const createRoot = noDom("createRoot");
export const hydrateRoot = noDom("hydrateRoot");
export const render = noDom("render");
export const hydrate = noDom("hydrate");
export const findDOMNode = noDom("findDOMNode");
export const unmountComponentAtNode = noDom("unmountComponentAtNode");
export const unstable_renderSubtreeIntoContainer = noDom("unstable_renderSubtreeIntoContainer");
export const __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED = { Events: [] };

export default {
  version,
  flushSync,
  unstable_batchedUpdates,
  createPortal,
  createRoot,
  hydrateRoot,
  render,
  hydrate,
  findDOMNode,
  unmountComponentAtNode,
  unstable_renderSubtreeIntoContainer,
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED,
};
