import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy... waits up to this long for what a screen shows after its data arrives: a loaded machine took over the
// default second (a test still fails at once when the screen shows something else).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Each test answers the API its own way (fakeFetch).
  vi.unstubAllGlobals();
});
