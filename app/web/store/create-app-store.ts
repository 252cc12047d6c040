import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import type { BootstrapData } from '../bootstrap/bootstrap-data';
import { bootstrapSlice } from './bootstrap-slice';
import { messageToastsSlice } from './message-toasts-slice';

const rootReducer = combineReducers({
  [bootstrapSlice.reducerPath]: bootstrapSlice.reducer,
  [messageToastsSlice.reducerPath]: messageToastsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The app's Redux store, seeded with the page's bootstrap data. */
export function createAppStore(bootstrap: BootstrapData) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { [bootstrapSlice.reducerPath]: bootstrap },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
