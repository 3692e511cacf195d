// The permission catalogue of the role editor (GET permissions). Not an entity (no ids, read-only), so a
// small slice of its own; kept in the store so the action log shows what the editor offered.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { chooseErrorMessage, expectStatus, http } from '../../api/http';
import { rootReducer } from '../../store';
import type { PermissionGroup } from './types';

export interface PermissionCatalogueState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  groups: PermissionGroup[];
  error: string | null;
}

const initialState: PermissionCatalogueState = { status: 'idle', groups: [], error: null };

export const loadPermissionCatalogue = createAsyncThunk<PermissionGroup[], void, { rejectValue: string }>(
  'permissionCatalogue/load',
  async (_arg, { rejectWithValue }) => {
    try {
      const response = expectStatus(await http.get<PermissionGroup[]>('permissions'), 200);
      return Array.isArray(response.data) ? response.data : [];
    } catch (error) {
      return rejectWithValue(chooseErrorMessage(error));
    }
  },
);

export const permissionCatalogueSlice = createSlice({
  name: 'permissionCatalogue',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadPermissionCatalogue.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadPermissionCatalogue.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.groups = action.payload;
      })
      .addCase(loadPermissionCatalogue.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? null;
      });
  },
});

// Not an entity: injected with the feature that uses it.
permissionCatalogueSlice.injectInto(rootReducer);

interface WithCatalogue {
  permissionCatalogue?: PermissionCatalogueState;
}

export const selectPermissionCatalogue = (state: WithCatalogue): PermissionCatalogueState => state.permissionCatalogue ?? initialState;
