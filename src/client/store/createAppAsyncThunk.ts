// createAsyncThunk with the app's state, dispatch and a string rejectValue (the message the spec's
// error catalogue chose) declared once.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './index';

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
}>();
