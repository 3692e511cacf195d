// POST members/_sendPassword {id}: the server issues a new password and mails it to the member.
// A thunk (not a bare call) so the request shows in the action log like every other.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { chooseErrorMessage, expectStatus, http } from '../../api/http';

export interface SendPasswordResult {
  id: number;
  /** The address the new password went to. */
  recipient: string;
}

const ok = (status: number) => status >= 200 && status < 300;

export const sendMemberPassword = createAsyncThunk<SendPasswordResult, { id: number }, { rejectValue: string }>(
  'members/sendPassword',
  async ({ id }, { rejectWithValue }) => {
    try {
      return expectStatus(await http.post<SendPasswordResult>('members/_sendPassword', { id }), ok).data;
    } catch (error) {
      return rejectWithValue(chooseErrorMessage(error));
    }
  },
);
