// Pre-typed react-redux hooks: components never write RootState or AppDispatch by hand.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './index';

// The only door to react-redux outside store/ (a lint rule): its Provider and equality helper pass through.
export { Provider as StoreProvider, shallowEqual } from 'react-redux';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
/** Dispatch for machinery typed without the app's RootState (entity screens, lazy slices). */
export type EntityDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useEntityDispatch = useDispatch.withTypes<EntityDispatch>();
