import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BootstrapData } from '../bootstrap/bootstrap-data';
import { DEFAULT_BOOTSTRAP } from '../bootstrap/default-bootstrap';

/**
 * The signed-in user and the server's common settings, as rendered into the page.
 * A login or logout reloads the page, so the server stays the source of truth.
 */
export const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState: DEFAULT_BOOTSTRAP as BootstrapData,
  reducers: {
    bootstrapLoaded: (_state, action: PayloadAction<BootstrapData>) => action.payload,
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectCommon: (state) => state.common,
    selectConf: (state) => state.common.conf,
    selectVersion: (state) => state.common.version,
    selectIsFeatureEnabled: (state, flag: string) => state.common.feature_flags[flag] === true,
  },
});

export const { bootstrapLoaded } = bootstrapSlice.actions;
export const { selectCurrentUser, selectCommon, selectConf, selectVersion, selectIsFeatureEnabled } =
  bootstrapSlice.selectors;
