// The request thunks of an entity slice: the five CRUD verbs and one per operation of the registry row.
// Action types read as events (`members/search/fulfilled`, `members/sendPassword/pending`); fulfilled payloads
// carry the server's data and rejected ones the chosen message, so reducers never need the network.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ListQuery } from '../../shared/query';
import type { ParentParams, ResourceDef } from '../../shared/resourceDef';
import { chooseErrorMessage, currentLanguage, errorCode, errorFields, errorStatus } from '../api/http';
import { createResourceClient, type Body, type Id, type ListResult } from '../api/resourceClient';
import {
  applyQueryPatch,
  initialList,
  type Entity,
  type EntitySliceState,
  type QueryDefaults,
} from './createEntitySlice.state';

/** Every thunk of a sub-resource names its parents (`{ member_id: 7 }` for `members/:member_id/packages`). */
export interface ParentArg {
  parent?: ParentParams;
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
  /** The version (`updated_at`) the edit started from: a change made meanwhile answers 412. */
  version?: string;
}
export interface OperationArg extends ParentArg {
  /** The record of an operation on one record. */
  id?: Id;
  body?: Body;
}

/**
 * A failure's message, and its HTTP status, error code and the fields it names in the action's meta (a 412 tells
 * an edit it was overtaken; `already_checked_in` tells the desk to show a notice, not an error; a 409 `conflict`
 * on `username` puts the message under that field).
 */
type RejectedMeta = { status: number; code?: string; fields?: Record<string, string> };
type ThunkConfig = { state: unknown; rejectValue: string; rejectedMeta: RejectedMeta };

export function createEntityThunks<T extends Entity>(
  def: ResourceDef,
  selectState: (root: unknown) => EntitySliceState<T>,
  listKey: (parent?: ParentParams) => string,
  defaults: QueryDefaults,
) {
  const { name } = def;
  const client = (arg: ParentArg | undefined) => createResourceClient<T>(def, arg?.parent);
  // Language is read here, at request time, never inside a reducer.
  const fail = (error: unknown) => chooseErrorMessage(error, currentLanguage());
  /** Every thunk turns a failure (a refused call, a missing parent) into the chosen message. */
  const request =
    <Arg, Result>(run: (arg: Arg, state: unknown) => Promise<Result>) =>
    async (
      arg: Arg,
      {
        getState,
        rejectWithValue,
      }: { getState: () => unknown; rejectWithValue: (m: string, meta: RejectedMeta) => unknown },
    ) => {
      try {
        return await run(arg, getState());
      } catch (error) {
        return rejectWithValue(fail(error), {
          status: errorStatus(error),
          code: errorCode(error),
          fields: errorFields(error),
        }) as never;
      }
    };

  const search = createAsyncThunk<ListResult<T>, SearchArg | undefined, ThunkConfig>(
    `${name}/search`,
    request(async (arg: SearchArg | undefined, state) => {
      const current = selectState(state).lists[listKey(arg?.parent)] ?? initialList(defaults);
      return client(arg).list(applyQueryPatch(current.query, arg?.query, defaults));
    }),
  );
  const read = createAsyncThunk<T, IdArg, ThunkConfig>(
    `${name}/read`,
    request((arg: IdArg) => client(arg).read(arg.id)),
  );
  const create = createAsyncThunk<T, CreateArg, ThunkConfig>(
    `${name}/create`,
    request((arg: CreateArg) => client(arg).create(arg.body)),
  );
  const update = createAsyncThunk<T, UpdateArg, ThunkConfig>(
    `${name}/update`,
    request((arg: UpdateArg) => client(arg).update(arg.id, arg.body, arg.version)),
  );
  const remove = createAsyncThunk<{ id: Id }, IdArg, ThunkConfig>(
    `${name}/delete`,
    request(async (arg: IdArg) => {
      await client(arg).remove(arg.id);
      return { id: arg.id };
    }),
  );

  /** One thunk per operation; a binary answer fulfils with the saved file's name, type and size only. */
  const operations = Object.fromEntries(
    Object.keys(def.operations).map((op) => [
      op,
      createAsyncThunk<unknown, OperationArg, ThunkConfig>(
        `${name}/${op}`,
        request((arg: OperationArg) => client(arg).operation(op, arg)),
      ),
    ]),
  );

  return { thunks: { search, read, create, update, remove }, operations, clientFor: client };
}

export type OperationThunk = ReturnType<typeof createEntityThunks>['operations'][string];
