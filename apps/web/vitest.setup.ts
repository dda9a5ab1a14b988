import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initTestI18n } from './src/test/i18n';

await initTestI18n();

// Dialogs, tooltips and toolbars are lazy chunks: on a busy two-core runner their first import
// can take longer than the library's default second to appear.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
