// Global styles first, so each component's own styles come after them and win.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { startWithPageData } from './app/api';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import { Spinner } from './shared/ui/Spinner';

const root = document.getElementById('root');
// Section 8: a start-up error when the root element is missing.
if (!root) throw new Error('The page has no #root element to start the shop in.');

const { store, persistor } = makeStore();
startWithPageData(store.dispatch, document);
const router = createRouter();

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={<Spinner label="Loading..." />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
