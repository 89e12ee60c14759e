import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Each test answers the API its own way (fakeFetch).
  vi.unstubAllGlobals();
});
