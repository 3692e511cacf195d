// Controller of a list screen (ra-core's useListController): store reads, the request thunks and the
// export, with no markup, so the antd view only renders.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ListQuery } from '../../shared/query';
import type { ParentParams } from '../../shared/resourceDef';
import { chooseErrorMessage } from '../api/http';
import type { Entity, Id, Scope, SortOrder, Stored } from '../store/createEntitySlice';
import { useToast } from '../lib/useToast';
import { useEntityDispatch, type EntityBinding } from './entityBinding';
import { downloadCsv, toCsv, type CsvCell } from './csv';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';

export interface ListControllerOptions<T extends Entity> {
  entity: EntityBinding<T>;
  /** Parents of a sub-resource list (`{ member_id: 7 }` for `members/:member_id/packages`). */
  parent?: ParentParams;
}

export interface CsvColumn<T> {
  title: string;
  value: (record: T) => CsvCell;
}

export function useEntityListController<T extends Entity>({ entity, parent }: ListControllerOptions<T>) {
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const { t } = useTranslation();
  // The parent object may be written inline by the screen: its text key keeps the effects stable.
  const parentKey = JSON.stringify(parent ?? {});
  const stableParent = useMemo(() => JSON.parse(parentKey) as ParentParams, [parentKey]);
  const list = useAppSelector((root: unknown) => entity.selectors.selectList(root, stableParent));
  const all = useAppSelector((root: unknown) => entity.selectors.selectState(root).entities);
  const records = useMemo(
    () => list.ids.map((id) => all[id]).filter((record): record is Stored<T> => record !== undefined),
    [list.ids, all],
  );
  const status = useAppSelector(entity.selectors.selectStatus);
  const errors = useAppSelector(entity.selectors.selectErrors);
  const { total, query } = list;
  const [exporting, setExporting] = useState(false);
  const inFlight = useRef<{ abort: () => void } | null>(null);

  /** Fetches with a query change; a newer search aborts the older one so late answers never win. */
  const search = useCallback(
    (patch?: Partial<ListQuery>) => {
      inFlight.current?.abort();
      const request = dispatch(entity.thunks.search({ parent: stableParent, query: patch }));
      inFlight.current = request;
      return request;
    },
    [dispatch, entity, stableParent],
  );

  // A link may open the list already filtered (`/members?status=active`, the dashboard's cards): the row's
  // filter and search parameters in the address replace the stored criteria once, on entering.
  const { search: address } = useLocation();
  const linked = useMemo(() => linkedCriteria(entity.def, address), [entity.def, address]);

  // Load on entering (with the stored search, page and sort) and when the parent changes.
  useEffect(() => {
    void search(linked ? { criteria: linked } : undefined);
  }, [search, linked]);

  const setCriteria = useCallback((criteria: ListQuery['criteria']) => search({ criteria }), [search]);
  const changePage = useCallback(
    (page: number, count: number) => search(count !== query.count ? { count } : { page }),
    [search, query.count],
  );
  const changeSort = useCallback(
    (sort: string | undefined, sortBy: SortOrder | undefined) => search({ sort, sort_by: sortBy }),
    [search],
  );
  const clearError = useCallback(
    (scope: Scope) => dispatch(entity.actions.clearError(scope)),
    [dispatch, entity],
  );

  const remove = useCallback(
    async (id: Id) => {
      const result = await dispatch(entity.thunks.remove({ id, parent: stableParent }));
      if (entity.thunks.remove.fulfilled.match(result)) toast.success(t('generic.success_message'));
      return result;
    },
    [dispatch, entity, stableParent, toast, t],
  );

  /** Downloads every page of the current search (not only the one shown). */
  const exportCsv = useCallback(
    async (columns: CsvColumn<T>[], fileName = `${entity.name}.csv`) => {
      setExporting(true);
      try {
        const rows = await entity.clientFor(stableParent).listAll(query);
        if (rows.length === 0) {
          toast.error(t('components.list.export_empty'));
          return;
        }
        downloadCsv(
          fileName,
          toCsv(
            columns.map((c) => c.title),
            rows.map((record) => columns.map((c) => c.value(record))),
          ),
        );
      } catch (error) {
        toast.error(chooseErrorMessage(error));
      } finally {
        setExporting(false);
      }
    },
    [entity, stableParent, query, toast, t],
  );

  return {
    parent: stableParent,
    records,
    status,
    loading: status === 'searching',
    errors,
    total,
    query,
    exporting,
    search,
    setCriteria,
    changePage,
    changeSort,
    clearError,
    remove,
    exportCsv,
  };
}

export type EntityListController<T extends Entity> = ReturnType<typeof useEntityListController<T>>;

/** The row's filter and search parameters named in the address, or undefined when it names none. */
export function linkedCriteria(
  def: Pick<EntityBinding<Entity>['def'], 'filters' | 'search'>,
  address: string,
): ListQuery['criteria'] | undefined {
  const params = new URLSearchParams(address);
  const known = new Set([...Object.keys(def.filters), ...(def.search ? [def.search.param] : [])]);
  const criteria: ListQuery['criteria'] = {};
  for (const [key, value] of params) if (known.has(key) && value !== '') criteria[key] = value;
  return Object.keys(criteria).length > 0 ? criteria : undefined;
}
