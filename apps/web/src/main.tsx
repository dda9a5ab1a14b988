import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import './app/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadErrorHandler } from './app/chunk-reload';
import { initI18n } from './app/i18n/i18n';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { buildRoutes } from './app/router/router';
import { createStore } from './app/store/store';

installPreloadErrorHandler();

async function start() {
  await initI18n();
  const store = createStore();
  // The lean pages (sign-in, errors) follow the theme through CSS variables.
  const applyTheme = () => (document.documentElement.dataset.theme = store.getState().theme.mode);
  applyTheme();
  store.subscribe(applyTheme);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} routes={buildRoutes()} />
    </StrictMode>,
  );
  // The service worker waits for the page to finish loading: it must not compete with it.
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}

void start();
