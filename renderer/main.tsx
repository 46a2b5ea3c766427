import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultApi } from './api/default-api.ts';
import { guideApiOf } from './api/guide-api.ts';
import { defaultPrintHost } from './api/print-host.ts';
import { App } from './app.tsx';
import { createAppStore } from './store/app-store.ts';
import { StoreProvider } from './store/store-context.tsx';
import { applyTheme, storedTheme } from './theme/theme.ts';
import './styles/theme.css';

applyTheme(storedTheme());
const api = defaultApi();
const store = createAppStore({ api, printHost: defaultPrintHost(), guideApi: guideApiOf(api) });
store.getState().startCards();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
