// The five request thunks of an entity slice. Action types read as events (`members/search/fulfilled`);
// fulfilled payloads carry the server's data and rejected ones the chosen message, so reducers never need the network.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ListQuery } from '../../shared/query';
import { chooseErrorMessage, currentLanguage } from '../api/http';
import { createResourceClient, type Body, type ListResult, type ResourceClient } from '../api/resourceClient';
import { applyQueryPatch, type Entity, type EntitySliceState, type Id, type QueryDefaults } from './createEntitySlice.state';

/** Every thunk may name the parent of a sub-resource (`members/:parentId/packages`). */
export interface ParentArg {
  parentId?: Id;
}
export interface SearchArg extends ParentArg {
  /** Merged into the stored query first (criteria reset page and sort), so one action both changes and fetches. */
  query?: Partial<ListQuery>;
}
export interface IdArg extends ParentArg {
  id: Id;
}
export interface CreateArg extends ParentArg {
  body: Body;
}
export interface UpdateArg extends IdArg {
  body: Body;
}

type ThunkConfig = { state: unknown; rejectValue: string };

/** Resolves `:parentId` in a path template; a template without it is a top-level resource. */
export function resolvePath(template: string, parentId: Id | undefined): string {
  if (!template.includes(':parentId')) return template;
  if (parentId === undefined || parentId === null || parentId === '') {
    throw new Error(`"${template}" is a sub-resource: pass parentId`);
  }
  return template.replace(':parentId', encodeURIComponent(String(parentId)));
}

export function createEntityThunks<T extends Entity>(
  name: string,
  path: string,
  selectState: (root: unknown) => EntitySliceState<T>,
  defaults: QueryDefaults,
) {
  const client = (arg: ParentArg | undefined): ResourceClient<T> => createResourceClient<T>(resolvePath(path, arg?.parentId));
  // Language is read here, at request time, never inside a reducer.
  const fail = (error: unknown) => chooseErrorMessage(error, currentLanguage());

  const search = createAsyncThunk<ListResult<T>, SearchArg | undefined, ThunkConfig>(`${name}/search`, async (arg, { getState, rejectWithValue }) => {
    try {
      const query = applyQueryPatch(selectState(getState()).query, arg?.query, defaults);
      return await client(arg).list(query);
    } catch (error) {
      return rejectWithValue(fail(error));
    }
  });

  const read = createAsyncThunk<T, IdArg, ThunkConfig>(`${name}/read`, async (arg, { rejectWithValue }) => {
    try {
      return await client(arg).read(arg.id);
    } catch (error) {
      return rejectWithValue(fail(error));
    }
  });

  const create = createAsyncThunk<T, CreateArg, ThunkConfig>(`${name}/create`, async (arg, { rejectWithValue }) => {
    try {
      return await client(arg).create(arg.body);
    } catch (error) {
      return rejectWithValue(fail(error));
    }
  });

  const update = createAsyncThunk<T, UpdateArg, ThunkConfig>(`${name}/update`, async (arg, { rejectWithValue }) => {
    try {
      return await client(arg).update(arg.id, arg.body);
    } catch (error) {
      return rejectWithValue(fail(error));
    }
  });

  const remove = createAsyncThunk<{ id: Id }, IdArg, ThunkConfig>(`${name}/delete`, async (arg, { rejectWithValue }) => {
    try {
      await client(arg).remove(arg.id);
      return { id: arg.id };
    } catch (error) {
      return rejectWithValue(fail(error));
    }
  });

  return { thunks: { search, read, create, update, remove }, clientFor: client };
}
