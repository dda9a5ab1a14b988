import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initTestI18n } from './src/test/i18n';

await initTestI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
