import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { WebKernel } from './kernel/create-web-kernel';
import { KernelContext } from './kernel/kernel-context';
import type { AppStore } from './store/create-app-store';
import { tesseraTheme } from './theme/tessera-theme';

/** Remembers the user's light/dark choice; until one is made the OS preference applies. */
export const COLOR_MODE_STORAGE_KEY = 'tessera-color-mode';

/** The app's providers around its router. */
export function App({ store, router, kernel }: { store: AppStore; router: DataRouter; kernel: WebKernel }) {
  return (
    <KernelContext.Provider value={kernel}>
    <Provider store={store}>
      {/* An embedded dashboard's colour mode is its host's choice, not remembered for the app. */}
      <ThemeProvider theme={tesseraTheme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY} storageManager={store.getState().bootstrap.embedded ? null : undefined}>
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
    </KernelContext.Provider>
  );
}
